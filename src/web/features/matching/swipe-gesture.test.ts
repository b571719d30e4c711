import { describe, expect, it } from 'vitest';
import {
  committedAction,
  dragLabel,
  dragRotation,
  flyOutOffset,
  keyAction,
  preloadRange,
} from './swipe-gesture';

describe('swipe gesture', () => {
  it('commits only beyond 100 px: right like, left pass, up super_like', () => {
    expect(committedAction({ x: 100, y: 0 })).toBeNull();
    expect(committedAction({ x: 101, y: 0 })).toBe('like');
    expect(committedAction({ x: -101, y: 10 })).toBe('pass');
    expect(committedAction({ x: 20, y: -101 })).toBe('super_like');
    expect(committedAction({ x: 0, y: 150 })).toBeNull(); // down does nothing
    expect(committedAction({ x: 60, y: -60 })).toBeNull();
  });

  it('an upward drag wins over a smaller sideways one', () => {
    expect(committedAction({ x: 120, y: -130 })).toBe('super_like');
    expect(committedAction({ x: 140, y: -130 })).toBe('like');
  });

  it('shows LIKE / PASS / SUPER! past 50 px', () => {
    expect(dragLabel({ x: 50, y: 0 })).toBeNull();
    expect(dragLabel({ x: 51, y: 0 })).toBe('LIKE');
    expect(dragLabel({ x: -51, y: 0 })).toBe('PASS');
    expect(dragLabel({ x: 0, y: -51 })).toBe('SUPER!');
  });

  it('rotates with the drag, capped at 30 degrees', () => {
    expect(dragRotation({ x: 0, y: 0 })).toBe(0);
    expect(dragRotation({ x: 100, y: 0 })).toBe(10);
    expect(dragRotation({ x: 1000, y: 0 })).toBe(30);
    expect(dragRotation({ x: -1000, y: 0 })).toBe(-30);
  });

  it('flies out in the direction of the swipe', () => {
    expect(flyOutOffset('like', 400).x).toBeGreaterThan(400);
    expect(flyOutOffset('pass', 400).x).toBeLessThan(-400);
    expect(flyOutOffset('super_like', 400)).toEqual({ x: 0, y: -600 });
  });

  it('maps the arrow keys', () => {
    expect(keyAction('ArrowLeft')).toBe('pass');
    expect(keyAction('ArrowRight')).toBe('like');
    expect(keyAction('ArrowUp')).toBe('super_like');
    expect(keyAction('ArrowDown')).toBeNull();
    expect(keyAction('Enter')).toBeNull();
  });

  it('preloads the next 3 cards within the list', () => {
    expect(preloadRange(0, 10)).toEqual([1, 2, 3]);
    expect(preloadRange(8, 10)).toEqual([9]);
    expect(preloadRange(9, 10)).toEqual([]);
  });
});

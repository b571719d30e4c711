import { SWIPE_CONSTANTS, type SwipeAction } from '@shared/contracts/matching';

/** How far the top card has been dragged, in CSS pixels (y grows downwards). */
export interface DragOffset {
  readonly x: number;
  readonly y: number;
}

const { commitDistancePx, labelThresholdPx, maxRotationDeg } = SWIPE_CONSTANTS;

/** The dominant direction of a drag: up for super_like, else left (pass) or right (like). */
function direction(offset: DragOffset, threshold: number): SwipeAction | null {
  const up = -offset.y;
  if (up > threshold && up >= Math.abs(offset.x)) return 'super_like';
  if (offset.x > threshold) return 'like';
  if (offset.x < -threshold) return 'pass';
  return null;
}

/** The swipe a released drag commits to: beyond 100 px right, left or up; else none (snap back). */
export function committedAction(offset: DragOffset): SwipeAction | null {
  return direction(offset, commitDistancePx);
}

export const SWIPE_LABELS: Readonly<Record<SwipeAction, string>> = Object.freeze({
  like: 'LIKE',
  pass: 'PASS',
  super_like: 'SUPER!',
});

/** The label shown on the card while dragging: past 50 px. */
export function dragLabel(offset: DragOffset): string | null {
  const action = direction(offset, labelThresholdPx);
  return action ? SWIPE_LABELS[action] : null;
}

/** Card rotation while dragging: follows the horizontal offset, capped at ±30 degrees. */
export function dragRotation(offset: DragOffset): number {
  const degrees = offset.x / 10;
  return Math.max(-maxRotationDeg, Math.min(maxRotationDeg, degrees));
}

/** Where a card flies to when a swipe commits (off the stack in the swipe's direction). */
export function flyOutOffset(action: SwipeAction, width: number): DragOffset {
  const far = Math.max(width, 320) * 1.5;
  if (action === 'super_like') return { x: 0, y: -far };
  return { x: action === 'like' ? far : -far, y: 0 };
}

/** The swipe for a key: ← pass, → like, ↑ super_like. */
export function keyAction(key: string): SwipeAction | null {
  switch (key) {
    case 'ArrowLeft':
      return 'pass';
    case 'ArrowRight':
      return 'like';
    case 'ArrowUp':
      return 'super_like';
    default:
      return null;
  }
}

/** Indexes of the cards whose images are loaded ahead: the next 3 after the top card. */
export function preloadRange(index: number, total: number): number[] {
  const out: number[] = [];
  for (let i = index + 1; i <= index + SWIPE_CONSTANTS.preloadCount && i < total; i += 1) out.push(i);
  return out;
}

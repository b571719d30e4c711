import { describe, expect, it } from 'vitest';
import { keepRecent, useRecent } from './recent-map';

describe('recent map', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 3);
    keepRecent(map, 'b', 2, 3);
    keepRecent(map, 'c', 3, 3);
    expect(useRecent(map, 'a')).toBe(1); // now b is the least recently used
    keepRecent(map, 'd', 4, 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    // Setting a kept key again replaces it, moved last, without dropping another.
    keepRecent(map, 'a', 10, 3);
    expect([...map.entries()]).toEqual([
      ['c', 3],
      ['d', 4],
      ['a', 10],
    ]);
    expect(useRecent(map, 'b')).toBeUndefined();
    expect(map.size).toBe(3);
  });
});

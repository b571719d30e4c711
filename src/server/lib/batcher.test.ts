import { describe, expect, it } from 'vitest';
import { batcher } from './batcher';

describe('batcher', () => {
  it('answers calls made in the same turn with one run, each with its own result', async () => {
    const runs: number[][] = [];
    const double = batcher(async (keys: number[]) => {
      runs.push(keys);
      return keys.map((k) => k * 2);
    });
    const results = await Promise.all([double(1), double(2), double(3)]);
    expect(results).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    expect(await double(5)).toBe(10);
    expect(runs).toEqual([[1, 2, 3], [5]]);
  });

  it('splits a large turn into batches of at most maxBatch keys', async () => {
    const sizes: number[] = [];
    const same = batcher(async (keys: number[]) => {
      sizes.push(keys.length);
      return keys;
    }, 4);
    const keys = Array.from({ length: 10 }, (_, i) => i);
    expect(await Promise.all(keys.map((k) => same(k)))).toEqual(keys);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails every call of a failed batch, and later batches still run', async () => {
    let fail = true;
    const maybe = batcher(async (keys: string[]) => {
      if (fail) throw new Error('database is down');
      return keys.map((k) => k.toUpperCase());
    });
    const failed = await Promise.allSettled([maybe('a'), maybe('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await maybe('c')).toBe('C');
  });

  it('refuses a run that answers the wrong number of results', async () => {
    const short = batcher(async (keys: string[]) => keys.slice(1));
    await expect(Promise.all([short('a'), short('b')])).rejects.toThrow(/1 results for 2 keys/);
  });
});

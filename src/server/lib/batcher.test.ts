import { describe, expect, it } from 'vitest';
import { batcher, batcherWithFallback } from './batcher';

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

describe('batcherWithFallback', () => {
  it('runs keys of one turn together, and a lone key by itself', async () => {
    const many: string[][] = [];
    const one: string[] = [];
    const upper = batcherWithFallback(
      async (keys: string[]) => {
        many.push(keys);
        return keys.map((k) => k.toUpperCase());
      },
      async (key: string) => {
        one.push(key);
        return key.toUpperCase();
      },
    );
    expect(await Promise.all([upper('a'), upper('b')])).toEqual(['A', 'B']);
    expect(await upper('c')).toBe('C');
    expect(many).toEqual([['a', 'b']]);
    expect(one).toEqual(['c']);
  });

  it('when the batch fails, runs each key alone: only the bad key fails', async () => {
    const one: string[] = [];
    const upper = batcherWithFallback(
      async (keys: string[]) => {
        if (keys.includes('bad')) throw new Error('one bad key fails the statement');
        return keys.map((k) => k.toUpperCase());
      },
      async (key: string) => {
        one.push(key);
        if (key === 'bad') throw new Error('bad key');
        return key.toUpperCase();
      },
    );
    const settled = await Promise.allSettled([upper('a'), upper('bad'), upper('c')]);
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'A',
      'bad key',
      'C',
    ]);
    expect(one).toEqual(['a', 'bad', 'c']);
  });
});

/**
 * Coalesces calls made while the event loop handles one round of I/O into one call of `run`
 * (after the round, on setImmediate), so concurrent requests share one database round trip
 * instead of paying one each. `run` answers one result per key, in order; if it fails, every call
 * of that batch fails with its error. Batches hold at most `maxBatch` keys.
 */
export function batcher<K, R>(run: (keys: K[]) => Promise<R[]>, maxBatch = 64): (key: K) => Promise<R> {
  interface Waiting {
    key: K;
    resolve: (value: R) => void;
    reject: (reason: unknown) => void;
  }
  let pending: Waiting[] = [];
  let scheduled = false;

  async function runBatch(batch: Waiting[]) {
    try {
      const results = await run(batch.map((w) => w.key));
      if (results.length !== batch.length) {
        throw new Error(`batch answered ${results.length} results for ${batch.length} keys`);
      }
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  function flush() {
    scheduled = false;
    const all = pending;
    pending = [];
    for (let i = 0; i < all.length; i += maxBatch) void runBatch(all.slice(i, i + maxBatch));
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ key, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

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

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Like `batcher`, for writes where one bad key must not fail the others: a batch of several keys
 * runs `runMany`; if that fails, each key runs alone with `runOne`, one after another in arrival
 * order, and gets its own result or error. A single key runs `runOne` straight away.
 */
export function batcherWithFallback<K, R>(
  runMany: (keys: K[]) => Promise<R[]>,
  runOne: (key: K) => Promise<R>,
  maxBatch = 64,
): (key: K) => Promise<R> {
  const alone = (key: K): Promise<Outcome<R>> =>
    runOne(key).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
  const call = batcher(async (keys: K[]): Promise<Outcome<R>[]> => {
    if (keys.length > 1) {
      try {
        const results = await runMany(keys);
        if (results.length === keys.length) return results.map((value) => ({ ok: true, value }));
      } catch {
        // Each key alone below, so only the keys that fail by themselves fail.
      }
    }
    // One after another, in arrival order, as the batch would have taken them (the later of two
    // swipes on one target wins).
    const outcomes: Outcome<R>[] = [];
    for (const key of keys) outcomes.push(await alone(key));
    return outcomes;
  }, maxBatch);
  return async (key) => {
    const outcome = await call(key);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };
}

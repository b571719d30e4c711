/**
 * An in-memory index of one database, kept as fresh as each request's snapshot: the index carries
 * the `feed_version` stamp it was loaded or last brought up to, and a request that read a different
 * stamp gets an update (or one already under way that started after its statement returned).
 *
 * An update applies the change log since the index's stamp in place (`catchUp`, drizzle/0019); it
 * reads everything again (`load`) only when there is no index yet or the log cannot bring it up to
 * date (it was pruned or truncated past the stamp). Updates run one at a time.
 *
 * `tick()` orders updates against requests: an update that started after a request's statement
 * returned reads a snapshot at least as new as that request's.
 */
/**
 * Whether an index at stamp `held` is at least as fresh as a request that saw `seen`. Stamps only
 * grow (drizzle/0019), except back to null when feed_version is emptied (tests reset tables).
 */
/**
 * Full loads of an index (the first one included), change-log catch-ups and rebuilds from itself
 * in memory (`replace`), since the process started.
 */
export interface FeedStats {
  fullLoads: number;
  catchUps: number;
  rebuilds: number;
}

/** An index's freshness and size (null before its first load), for readiness and the metrics. */
export interface FeedIndexState {
  /** When it was last loaded whole or caught up with the change log (ms since epoch). */
  updatedAt: number | null;
  /** Entries: active jobs, or looking seekers. */
  size: number | null;
}

function atLeast(held: string | null, seen: string | null) {
  return held === seen || (held !== null && seen !== null && Number(held) >= Number(seen));
}

export function stampedIndex<T extends { stamp: string | null }>(
  load: () => Promise<T>,
  /** Brings the index up to date in place; false when only a full load can. */
  catchUp?: (index: T) => Promise<boolean>,
) {
  let clock = 0;
  let index: (T & { started: number }) | undefined;
  let loading: { started: number; promise: Promise<T> } | undefined;
  const counts: FeedStats = { fullLoads: 0, catchUps: 0, rebuilds: 0 };
  /** When the index was last loaded or brought up to date (ms since epoch), for the metrics. */
  let updatedAt: number | null = null;

  function update(): Promise<T> {
    const started = ++clock;
    const base = index;
    const promise: Promise<T> = (async (): Promise<T> => {
      if (base && catchUp && (await catchUp(base))) {
        counts.catchUps += 1;
        return base;
      }
      counts.fullLoads += 1;
      return load();
    })()
      .then((loaded) => {
        updatedAt = Date.now();
        if (loaded === base) {
          base.started = started;
          if (index === base) return base;
        }
        if (!index || started > index.started) index = { ...loaded, started };
        // The stored index, so in-place updates by callers are kept (it may be a newer load).
        return index;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { started, promise };
    return promise;
  }

  /** An index at least as fresh as the request's snapshot, which saw `stamp` and ended at `seen`. */
  async function indexFor(stamp: string | null, seen: number): Promise<T> {
    if (index && atLeast(index.stamp, stamp)) return index;
    if (loading && loading.started > seen) return loading.promise;
    if (loading) {
      const loaded = await loading.promise.catch(() => undefined);
      if (loaded && atLeast(loaded.stamp, stamp)) return loaded;
      if (loading && loading.started > seen) return loading.promise;
    }
    return update();
  }

  return {
    /** Marks the moment a request's statement returned. */
    tick: () => ++clock,
    current: () => index,
    /** Loads the index if nothing has yet (at start, so the first requests need not wait as long). */
    warm: async () => {
      if (!index && !loading) await update();
    },
    /**
     * Puts `next`, made from `current` in memory, in its place, if `current` is still the index
     * and no update is under way (it would be built on `current`); false otherwise.
     */
    replace(current: T, next: T): boolean {
      if (!index || index !== current || loading) return false;
      index = { ...next, started: index.started };
      counts.rebuilds += 1;
      return true;
    },
    indexFor,
    /** Full loads (the first one included), log catch-ups and rebuilds since the process started. */
    stats: (): FeedStats => ({ ...counts }),
    /** When the index was last loaded or caught up with the change log; null before the first load. */
    updatedAt: () => updatedAt,
  };
}

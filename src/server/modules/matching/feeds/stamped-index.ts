/**
 * An in-memory index of one database, kept as fresh as each request's snapshot: the index carries
 * the `feed_version` stamp it was loaded at, and a request that read a different stamp gets a
 * reload (or a load already under way that started after its statement returned).
 *
 * `tick()` orders loads against requests: a load that started after a request's statement
 * returned reads a snapshot at least as new as that request's.
 */
export function stampedIndex<T extends { stamp: string | null }>(load: () => Promise<T>) {
  let clock = 0;
  let index: (T & { started: number }) | undefined;
  let loading: { started: number; promise: Promise<T> } | undefined;

  function reload(): Promise<T> {
    const started = ++clock;
    const promise: Promise<T> = load()
      .then((loaded) => {
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
    if (index && index.stamp === stamp) return index;
    if (loading && loading.started > seen) return loading.promise;
    if (loading) {
      const loaded = await loading.promise.catch(() => undefined);
      if (loaded && loaded.stamp === stamp) return loaded;
      if (loading && loading.started > seen) return loading.promise;
    }
    return reload();
  }

  return {
    /** Marks the moment a request's statement returned. */
    tick: () => ++clock,
    current: () => index,
    isLoading: () => loading !== undefined,
    reload,
    indexFor,
  };
}

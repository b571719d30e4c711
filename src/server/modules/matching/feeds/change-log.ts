import type { FeedsRepo } from './feeds.repo';

/** How long change-log rows are kept: a process that saw none of the last hour's loads again. */
export const CHANGE_LOG_KEEP_SECONDS = 3600;
const PRUNE_EVERY_MS = 60_000;

/**
 * Removes old change-log rows (drizzle/0019) at most once a minute per caller, in the background:
 * any process may, since the removal and its 'pruned' row are one statement.
 */
export function changeLogPruner(repo: FeedsRepo) {
  let last = Date.now();
  let running = false;
  return () => {
    const now = Date.now();
    if (running || now - last < PRUNE_EVERY_MS) return;
    last = now;
    running = true;
    repo
      .pruneChangeLog(CHANGE_LOG_KEEP_SECONDS)
      .catch(() => undefined)
      .finally(() => (running = false));
  };
}

/**
 * The API reads a screen needs, started by the entry as soon as it runs, before the screen's code
 * has arrived and before the session has answered: on a slow phone each of those waits was a
 * round trip on the way to the first content. The API client takes each answer once, for a GET
 * of the same path made within a few seconds; anything else goes to the network as before. This
 * module is part of the entry (the splash's first visit), so it imports nothing.
 */

/** Older answers are not used: a screen asks within a second or two of the entry running. */
const FRESH_MS = 10_000;
const TIMEOUT_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response | undefined> }>();

/** Starts the GETs for the page being opened (the first page of a visit only). */
export function startEarly(paths: readonly string[]) {
  for (const path of paths) {
    if (started.has(path)) continue;
    const response = fetch(path, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined);
    started.set(path, { at: Date.now(), response });
  }
}

/**
 * For a screen behind a guard: starts the session's read now, and the screen's reads once the
 * session says the visitor has the guard's `role`; for anyone else nothing more leaves (the
 * guard will send them away). The session's answer is read from a copy made before the app
 * takes it.
 */
export function startEarlyAs(role: string, sessionPath: string, paths: readonly string[]) {
  startEarly([sessionPath]);
  void started.get(sessionPath)?.response.then(async (response) => {
    if (!response?.ok) return;
    const copy = response.clone();
    const session = (await copy.json().catch(() => null)) as { user?: { role?: string } | null } | null;
    if (session?.user?.role === role) startEarly(paths.filter((path) => path !== sessionPath));
  });
}

/**
 * Forgets the early answers not taken yet: once the server says something changed (a live
 * event), an answer started before it may be stale, and a screen refreshing its data must not be
 * given it (it would show, say, no unread message for one that had just arrived).
 */
export function forgetEarly() {
  started.clear();
}

/** The early answer for a GET of this path, once; undefined when there is none (or it failed). */
export async function takeEarly(path: string): Promise<Response | undefined> {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (Date.now() - early.at > FRESH_MS) return undefined;
  return early.response;
}

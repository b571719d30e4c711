import { LRUCache } from 'lru-cache';
import type { SessionUser } from './session-user';

/**
 * A short-lived, bounded in-process cache of signed session cookie → user, so a signed-in request
 * does not look its session and user up in the database every time.
 *
 * Keys are the whole signed cookie value (token and signature): an entry only exists for a value
 * better-auth verified, so a hit needs no signature check either. Entries live at most `ttlMs`
 * and never past the session's own expiry. Every way a session ends in this process (sign-out,
 * password reset or change, account deletion: better-auth's session and user hooks, and our own
 * account erasure) forgets the user's entries, and `onForget` tells the other processes at once.
 *
 * A lookup that was under way while a user's entries were forgotten is not cached (the epoch
 * moved), so a session ended mid-lookup cannot be put back.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, SessionUser>;
  private epoch = 0;

  constructor(
    readonly ttlMs = 30_000,
    readonly maxEntries = 10_000,
  ) {
    this.entries = new LRUCache({
      max: maxEntries,
      ttl: Math.max(ttlMs, 1),
      // The wall clock, which the session's expiry is read against (and which tests can move).
      perf: { now: () => Date.now() },
    });
  }

  get(key: string): SessionUser | undefined {
    return this.entries.get(key);
  }

  /** The current epoch, taken before a database lookup and handed back to `set`. */
  begin(): number {
    return this.epoch;
  }

  set(key: string, user: SessionUser, sessionExpiresAt: Date, epoch: number) {
    if (epoch !== this.epoch || this.ttlMs <= 0) return;
    const ttl = Math.min(this.ttlMs, sessionExpiresAt.getTime() - Date.now());
    if (ttl > 0) this.entries.set(key, user, { ttl });
  }

  /**
   * Told when a user's sessions end here, so other processes can forget them too (the app sends
   * it over the event bus); without it another process would keep them up to `ttlMs`.
   */
  onForget: ((userId: string) => void) | undefined;

  /** Forgets every cached session of the user (their sessions ended or their account changed), everywhere. */
  forgetUser(userId: string) {
    this.forgetUserHere(userId);
    this.onForget?.(userId);
  }

  /** Forgets the user's cached sessions in this process only (another process ended them). */
  forgetUserHere(userId: string) {
    this.epoch += 1;
    const keys = [...this.entries.entries()].filter(([, user]) => user.id === userId).map(([key]) => key);
    for (const key of keys) this.entries.delete(key);
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

import type { SessionUser } from './session-user';

interface Entry {
  user: SessionUser;
  /** Epoch milliseconds after which the entry is not used. */
  until: number;
}

/**
 * A short-lived, bounded in-process cache of signed session cookie → user, so a signed-in request
 * does not look its session and user up in the database every time.
 *
 * Keys are the whole signed cookie value (token and signature): an entry only exists for a value
 * better-auth verified, so a hit needs no signature check either. Entries live at most `ttlMs`
 * and never past the session's own expiry. Every way a session ends in this process (sign-out,
 * password reset or change, account deletion: better-auth's session and user hooks, and our own
 * account erasure) forgets the user's entries; another process sees such a change within `ttlMs`.
 *
 * A lookup that was under way while a user's entries were forgotten is not cached (the epoch
 * moved), so a session ended mid-lookup cannot be put back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;

  constructor(
    readonly ttlMs = 30_000,
    readonly maxEntries = 10_000,
  ) {}

  get(key: string): SessionUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  /** The current epoch, taken before a database lookup and handed back to `set`. */
  begin(): number {
    return this.epoch;
  }

  set(key: string, user: SessionUser, sessionExpiresAt: Date, epoch: number) {
    if (epoch !== this.epoch || this.ttlMs <= 0) return;
    const until = Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime());
    if (!(until > Date.now())) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { user, until });
  }

  /** Forgets every cached session of the user (their sessions ended or their account changed). */
  forgetUser(userId: string) {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';

const user = (id: string) => ({
  id,
  email: `${id}@example.org`,
  role: 'seeker' as const,
  createdAt: new Date(0),
  emailVerified: true,
});
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

describe('session cache', () => {
  it('keeps a user for the time to live, never past the session expiry', () => {
    vi.useFakeTimers();
    try {
      const cache = new SessionCache(30_000, 10);
      cache.set('a.sig', user('a'), inAWeek(), cache.begin());
      cache.set('b.sig', user('b'), new Date(Date.now() + 5_000), cache.begin());
      expect(cache.get('a.sig')?.id).toBe('a');
      vi.advanceTimersByTime(6_000);
      expect(cache.get('b.sig')).toBeUndefined();
      expect(cache.get('a.sig')?.id).toBe('a');
      vi.advanceTimersByTime(25_000);
      expect(cache.get('a.sig')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every session of a user, and does not store a lookup that overlapped the forgetting', () => {
    const cache = new SessionCache();
    cache.set('a1.sig', user('a'), inAWeek(), cache.begin());
    cache.set('a2.sig', user('a'), inAWeek(), cache.begin());
    cache.set('b.sig', user('b'), inAWeek(), cache.begin());
    const pending = cache.begin(); // a lookup starts...
    cache.forgetUser('a'); // ...the user signs out...
    cache.set('a3.sig', user('a'), inAWeek(), pending); // ...and the lookup's answer is dropped.
    expect(cache.get('a1.sig')).toBeUndefined();
    expect(cache.get('a2.sig')).toBeUndefined();
    expect(cache.get('a3.sig')).toBeUndefined();
    expect(cache.get('b.sig')?.id).toBe('b');
  });

  it('stays within its size bound, dropping the oldest entries', () => {
    const cache = new SessionCache(30_000, 3);
    for (const id of ['a', 'b', 'c', 'd']) cache.set(`${id}.sig`, user(id), inAWeek(), cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get('a.sig')).toBeUndefined();
    expect(cache.get('d.sig')?.id).toBe('d');
  });
});

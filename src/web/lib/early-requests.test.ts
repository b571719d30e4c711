import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { forgetEarly, startEarly, startEarlyAs } from './early-requests';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stubFetch = () => {
  let n = 0;
  const fetch = vi.fn(async () => new Response(JSON.stringify({ n: ++n })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('early requests', () => {
  it('answers the first GET of the path from the early request, and later ones from the network', async () => {
    const fetch = stubFetch();
    startEarly(['/api/a']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('/api/a')).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('/api/a')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers a write, nor another path', async () => {
    const fetch = stubFetch();
    startEarly(['/api/b']);
    expect(await api('/api/b', { method: 'PATCH', body: {} })).toEqual({ n: 2 });
    expect(await api('/api/c')).toEqual({ n: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not use an answer that has waited too long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = stubFetch();
    startEarly(['/api/d']);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await api('/api/d')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("starts a guarded screen's reads only once the session says the guard lets the visitor in", async () => {
    for (const [user, expected] of [
      [{ role: 'seeker' }, ['/api/session-1', '/api/dash-1']],
      [{ role: 'hirer' }, ['/api/session-2']],
      [null, ['/api/session-3']],
    ] as const) {
      const n = expected[0].slice(-1);
      const fetch = vi.fn(async (path: string) =>
        path.startsWith('/api/session') ? new Response(JSON.stringify({ user })) : new Response('{}'),
      );
      vi.stubGlobal('fetch', fetch);
      startEarlyAs('seeker', `/api/session-${n}`, [`/api/session-${n}`, `/api/dash-${n}`]);
      // The app still gets the whole session answer (the role was read from a copy).
      expect(await api(`/api/session-${n}`)).toEqual({ user });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetch.mock.calls.map(([path]) => path)).toEqual(expected);
    }
  });

  it('gives no early answer once a change made it stale', async () => {
    const fetch = stubFetch();
    startEarly(['/api/unread-e']);
    forgetEarly();
    expect(await api('/api/unread-e')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

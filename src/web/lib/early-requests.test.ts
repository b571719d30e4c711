import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { startEarly } from './early-requests';

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
});

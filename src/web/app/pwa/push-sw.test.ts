import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** src/web/public/push-sw.js, run in a fake service worker scope. */
function worker({ windows = [] as FakeWindow[] } = {}) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: 'https://newleaf.test' },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  const code = fs.readFileSync(new URL('../../public/push-sw.js', import.meta.url), 'utf8');
  vm.runInNewContext(code, { self, URL });
  /** Dispatches an event; answers what it waited for. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { dispatch, showNotification, openWindow };
}

interface FakeWindow {
  focused: boolean;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
}

const fakeWindow = (focused = false): FakeWindow => {
  const w: FakeWindow = {
    focused,
    focus: vi.fn(async () => w),
    navigate: vi.fn(async () => w),
  };
  return w;
};

const pushData = (payload: unknown) => ({
  json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  text: () => String(payload),
});

describe('the service worker’s pushes', () => {
  it('shows the payload’s title and body with the app icon, keeping the page to open', async () => {
    const sw = worker();
    await sw.dispatch('push', {
      data: pushData({
        title: '2 new jobs: Chef in Leeds',
        body: 'Line Cook at The Mill',
        url: '/seeker-discover?keywords=chef',
      }),
    });
    expect(sw.showNotification).toHaveBeenCalledWith('2 new jobs: Chef in Leeds', {
      body: 'Line Cook at The Mill',
      icon: '/icons/icon-192.png',
      lang: 'en-GB',
      tag: 'https://newleaf.test/seeker-discover?keywords=chef',
      data: { url: 'https://newleaf.test/seeker-discover?keywords=chef' },
    });
  });

  it('still notifies for an empty or odd payload, and never opens another site', async () => {
    const sw = worker();
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', { data: pushData('not json') });
    await sw.dispatch('push', { data: pushData({ title: 'Hi', url: 'https://evil.example/x' }) });
    const calls = sw.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
    expect(calls.map(([title]) => title)).toEqual(['NewLeaf', 'NewLeaf', 'Hi']);
    expect(calls[1]![1].body).toBe('not json');
    expect(calls.map(([, options]) => options.data.url)).toEqual(Array(3).fill('https://newleaf.test/'));
  });

  it('a tap focuses an open window and takes it to the page', async () => {
    const other = fakeWindow();
    const focused = fakeWindow(true);
    const sw = worker({ windows: [other, focused] });
    const close = vi.fn();
    await sw.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://newleaf.test/seeker-discover?place=Leeds' } },
    });
    expect(close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith('https://newleaf.test/seeker-discover?place=Leeds');
    expect(other.focus).not.toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, or the open one cannot be taken there', async () => {
    const none = worker();
    await none.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/seeker-saved' } },
    });
    expect(none.openWindow).toHaveBeenCalledWith('https://newleaf.test/seeker-saved');

    const stuck = fakeWindow();
    stuck.navigate = vi.fn(async () => {
      throw new TypeError('not controlled');
    });
    const sw = worker({ windows: [stuck] });
    await sw.dispatch('notificationclick', { notification: { close: vi.fn(), data: null } });
    expect(sw.openWindow).toHaveBeenCalledWith('https://newleaf.test/');
  });
});

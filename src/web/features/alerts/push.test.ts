import { describe, expect, it, vi } from 'vitest';
import { pushAvailability, subscribeThisDevice, type PushEnv } from './push';
import { base64UrlToBytes } from './push-key';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const JSON_BODY = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};

function fakeSubscription(key: Uint8Array) {
  return {
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => JSON_BODY,
  } as unknown as PushSubscription;
}

function env(overrides: Partial<PushEnv> & { existing?: PushSubscription | null } = {}) {
  const { existing = null, ...rest } = overrides;
  const subscribe = vi.fn(async () => fakeSubscription(base64UrlToBytes(KEY)));
  const save = vi.fn(async () => undefined);
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  const e: PushEnv = {
    supported: true,
    permission: () => 'default',
    requestPermission,
    registration: async () => ({ pushManager: { getSubscription: async () => existing, subscribe } }),
    getKey: async () => KEY,
    save,
    ...rest,
  };
  return { env: e, subscribe, save, requestPermission };
}

describe('push on this device', () => {
  it('says what is known before asking', () => {
    expect(pushAvailability(env({ supported: false }).env)).toBe('unsupported');
    expect(pushAvailability(env({ permission: () => 'denied' }).env)).toBe('denied');
    expect(pushAvailability(env().env)).toBe('available');
    expect(pushAvailability(env({ permission: () => 'granted' }).env)).toBe('available');
  });

  it('asks, subscribes with the key bytes and gives the server the subscription', async () => {
    const fake = env();
    expect(await subscribeThisDevice(fake.env)).toBeNull();
    expect(fake.requestPermission).toHaveBeenCalledOnce();
    expect(fake.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(KEY),
    });
    expect(fake.save).toHaveBeenCalledWith({ endpoint: JSON_BODY.endpoint, keys: JSON_BODY.keys });
  });

  it('does not ask again once allowed, and reuses a subscription made with the same key', async () => {
    const existing = fakeSubscription(base64UrlToBytes(KEY));
    const fake = env({ permission: () => 'granted', existing });
    expect(await subscribeThisDevice(fake.env)).toBeNull();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(fake.save).toHaveBeenCalledOnce();
  });

  it('replaces a subscription made with another key', async () => {
    const existing = fakeSubscription(new Uint8Array(65));
    const fake = env({ permission: () => 'granted', existing });
    expect(await subscribeThisDevice(fake.env)).toBeNull();
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(fake.subscribe).toHaveBeenCalledOnce();
  });

  it('names what stopped it', async () => {
    expect(await subscribeThisDevice(env({ supported: false }).env)).toBe('unsupported');
    expect(await subscribeThisDevice(env({ permission: () => 'denied' }).env)).toBe('denied');
    const dismissed = env({ requestPermission: async () => 'default' });
    expect(await subscribeThisDevice(dismissed.env)).toBe('dismissed');
    expect(dismissed.save).not.toHaveBeenCalled();
    const blocked = env({ requestPermission: async () => 'denied' });
    expect(await subscribeThisDevice(blocked.env)).toBe('denied');
    const noWorker = env({ registration: () => Promise.reject(new Error('No service worker')) });
    expect(await subscribeThisDevice(noWorker.env)).toBe('failed');
    const serverDown = env({ save: () => Promise.reject(new Error('offline')) });
    expect(await subscribeThisDevice(serverDown.env)).toBe('failed');
  });
});

import type { PushSubscriptionBody } from '@shared/contracts/job-search';
import { getPushKey } from './api/get-push-key';
import { savePushSubscription } from './api/save-push-subscription';
import { base64UrlToBytes, sameKey } from './push-key';

/** Why this device gets no pushes, each said plainly where the choice is made. */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'failed';

export const PUSH_PROBLEMS: Record<PushProblem, string> = {
  unsupported:
    "This browser can't show notifications from NewLeaf. On an iPhone or iPad, add NewLeaf to your Home Screen first. E-mail alerts still work.",
  denied:
    "Notifications from NewLeaf are blocked in this browser's settings. Allow them there to get push notifications. E-mail alerts still work.",
  dismissed: 'Notifications were not allowed, so push notifications are off. E-mail alerts still work.',
  failed:
    'We could not turn on push notifications on this device. Please try again later. E-mail alerts still work.',
};

/** The part of a service worker registration push needs (a fake in tests). */
export interface PushRegistration {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
}

/** What subscribing needs from the browser and the API. */
export interface PushEnv {
  supported: boolean;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  registration: () => Promise<PushRegistration>;
  getKey: () => Promise<string>;
  save: (body: PushSubscriptionBody) => Promise<unknown>;
}

/**
 * The service worker is registered a few seconds after the page loads (app/pwa/update-prompt.tsx),
 * and not at all under `vite dev`: its registration is waited for this long at most.
 */
const SERVICE_WORKER_WAIT_MS = 15_000;

export function browserPush(): PushEnv {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: () =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('No service worker')), SERVICE_WORKER_WAIT_MS),
        ),
      ]),
    getKey: getPushKey,
    save: savePushSubscription,
  };
}

/** What is known before asking: no push here at all, notifications blocked, or worth asking. */
export function pushAvailability(env: PushEnv = browserPush()): 'unsupported' | 'denied' | 'available' {
  if (!env.supported) return 'unsupported';
  return env.permission() === 'denied' ? 'denied' : 'available';
}

/**
 * Turns on pushes for this device: asks for permission (first, while the tap that asked still
 * counts as the user's), subscribes with the server's key (again if an old subscription was made
 * with another) and gives the server the subscription. Null when done, else what stopped it.
 */
export async function subscribeThisDevice(env: PushEnv = browserPush()): Promise<PushProblem | null> {
  if (!env.supported) return 'unsupported';
  let permission = env.permission();
  if (permission === 'default') {
    try {
      permission = await env.requestPermission();
    } catch {
      return 'failed';
    }
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  try {
    const [key, registration] = await Promise.all([env.getKey(), env.registration()]);
    const applicationServerKey = base64UrlToBytes(key);
    const { pushManager } = registration;
    let subscription = await pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    await env.save({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    return null;
  } catch {
    return 'failed';
  }
}

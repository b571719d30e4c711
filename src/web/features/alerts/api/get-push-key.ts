import { api } from '@web/lib/api-client';

/** The server's VAPID public key (base64url), for PushManager.subscribe. Asked for when needed, not cached. */
export const getPushKey = async () => (await api<{ publicKey: string }>('/api/push/key')).publicKey;

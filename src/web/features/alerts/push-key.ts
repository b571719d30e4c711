/**
 * The server's VAPID public key is base64url text (RFC 4648 §5, usually without padding);
 * PushManager.subscribe wants its bytes as `applicationServerKey`.
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Whether an existing subscription was made with this key: one made with another (the server's key
 * changed) can neither be reused nor subscribed over, so it is dropped first.
 */
export function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing || existing.byteLength !== key.byteLength) return false;
  const bytes = new Uint8Array(existing);
  return bytes.every((byte, i) => byte === key[i]);
}

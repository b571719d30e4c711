import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, sameKey } from './push-key';

// A P-256 public key as web-push prints it: 65 bytes, base64url without padding.
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe('the push key', () => {
  it('turns base64url text into the key bytes', () => {
    const bytes = base64UrlToBytes(VAPID);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    // An uncompressed point starts with 0x04.
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(VAPID);
  });

  it('reads the url-safe letters, with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('knows a subscription made with the same key', () => {
    const key = base64UrlToBytes(VAPID);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[64] ^= 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(new ArrayBuffer(3), key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

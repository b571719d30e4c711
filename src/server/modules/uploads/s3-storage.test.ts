import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3';
import { createS3Storage, encodeKeyPath } from './s3-storage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 storage against a real S3 server (s3rver)', () => {
  it("puts, gets and deletes a key with !'()*, + and spaces, under its exact name", async () => {
    const storage = createS3Storage(s3.storage);
    const key = "odd names/it's (a) draft*! copy+1.webp";
    const data = Buffer.from('not really a webp, but bytes are bytes');

    await storage.put(key, data, 'image/webp');
    expect(await s3.keys()).toContain(key);
    expect(await storage.get(key)).toEqual(data);
    const raw = await s3.getRaw(encodeKeyPath(key));
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('image/webp');
    expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await storage.delete(key);
    expect(await s3.keys()).not.toContain(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined(); // already gone: not an error
  });

  it('answers null for a key that was never stored', async () => {
    expect(await createS3Storage(s3.storage).get('never-stored.webp')).toBeNull();
  });

  it('fails loudly when the signature is wrong, storing nothing', async () => {
    const wrong = createS3Storage({ ...s3.storage, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('refused.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    // A read with a bad key is an error too, not "no such image".
    await expect(wrong.get('refused.webp')).rejects.toThrow(/403/);
    expect(await s3.keys()).not.toContain('refused.webp');
  });
});

describe('key paths', () => {
  it('encodes each segment as SigV4 wants, and the public URL the same way', () => {
    expect(encodeKeyPath("a b/(c)!'*+.webp")).toBe('a%20b/%28c%29%21%27%2A%2B.webp');
    const storage = createS3Storage({ ...s3.storage, publicUrl: 'https://cdn.example.org/images/' });
    expect(storage.publicUrl('it (1).webp')).toBe('https://cdn.example.org/images/it%20%281%29.webp');
  });

  it.each(['../escape.webp', 'a//b.webp', './a.webp', '/rooted.webp'])(
    'refuses %j, which a URL would turn into another key',
    (key) => {
      expect(() => encodeKeyPath(key)).toThrow(/Unusable storage key/);
    },
  );
});

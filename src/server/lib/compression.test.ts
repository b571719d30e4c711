import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getTestApp } from '../test/app';

describe('response compression', () => {
  it('sends JSON over 1 KB as brotli or gzip, as the client accepts, and small or unasked ones as they are', async () => {
    const { app } = await getTestApp();
    const url = '/api/docs/json'; // the OpenAPI document: large JSON, no session needed
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(document);

    const small = await app.inject({
      method: 'GET',
      url: '/api/app-config',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not unpack compressed request bodies', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-events/not-found',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ path: '/nowhere' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

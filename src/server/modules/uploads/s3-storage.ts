import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { AppConfig } from '../../config';
import type { ImageStorage } from './storage';

type S3Config = Extract<AppConfig['storage'], { kind: 's3' }>;

/** A stored image never changes under its name (the name is a hash of the content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unanswered S3 request fails the upload or read instead of holding it open. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A key as a URL path: each segment percent-encoded as SigV4 wants it (RFC 3986, so `!'()*` too).
 * Empty, `.` and `..` segments are refused: a URL would silently resolve them to another key.
 */
export function encodeKeyPath(key: string): string {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Unusable storage key: ${JSON.stringify(key)}`);
  }
  return segments
    .map((s) =>
      encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

/** Images in an S3-compatible bucket, path-style (`endpoint/bucket/key`: AWS, MinIO, R2, s3rver). */
export function createS3Storage(config: S3Config): ImageStorage {
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/$/, '');
  // aws4fetch retries 5xx and 429 itself; its default (10, doubling) could hold a request ~50 s.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
  });
  const objectUrl = (key: string) => `${endpoint}/${config.bucket}/${encodeKeyPath(key)}`;

  const send = (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    init: { headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    client.fetch(objectUrl(key), {
      method,
      headers: init.headers,
      body: init.body ? new Uint8Array(init.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  /** The error for a refused request, with S3's own code (SignatureDoesNotMatch, NoSuchBucket…). */
  const failure = async (method: string, key: string, res: Response) => {
    const code = /<Code>([^<]+)<\/Code>/.exec(await res.text().catch(() => ''))?.[1];
    return new Error(`S3 ${method} ${config.bucket}/${key} failed: ${res.status}${code ? ` ${code}` : ''}`);
  };

  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, {
        body: data,
        headers: {
          'content-type': contentType,
          'cache-control': IMMUTABLE,
          // The body's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD): what is stored is what was sent.
          'x-amz-content-sha256': crypto.createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!res.ok) throw await failure('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res);
      await res.body?.cancel();
    },
    publicUrl: (key) =>
      config.publicUrl ? `${config.publicUrl.replace(/\/$/, '')}/${encodeKeyPath(key)}` : null,
  };
}

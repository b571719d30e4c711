import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { signS3Request } from './s3-signer';

/** Where stored images live: a folder on disk (default) or an S3-compatible bucket. */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL to redirect to when the files are public elsewhere (S3), else null. */
  publicUrl(key: string): string | null;
}

export function createImageStorage(config: AppConfig['storage']): ImageStorage {
  if (config.kind === 'disk') {
    const file = (key: string) => path.join(config.dir, key);
    return {
      async put(key, data) {
        await fs.mkdir(config.dir, { recursive: true });
        const tmp = `${file(key)}.${process.pid}.tmp`;
        await fs.writeFile(tmp, data);
        await fs.rename(tmp, file(key));
      },
      async get(key) {
        try {
          return await fs.readFile(file(key));
        } catch {
          return null;
        }
      },
      async delete(key) {
        await fs.rm(file(key), { force: true });
      },
      publicUrl: () => null,
    };
  }
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/$/, '');
  const objectUrl = (key: string) => `${endpoint}/${config.bucket}/${key}`;
  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const headers = signS3Request({
      method,
      url: objectUrl(key),
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      body: body ?? Buffer.alloc(0),
      headers: contentType
        ? { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' }
        : {},
    });
    return fetch(objectUrl(key), { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed with ${res.status}`);
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl.replace(/\/$/, '')}/${key}` : null),
  };
}

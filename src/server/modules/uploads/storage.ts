import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { createS3Storage } from './s3-storage';

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
  return createS3Storage(config);
}

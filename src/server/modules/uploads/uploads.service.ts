import crypto from 'node:crypto';
import { AppError } from '../../lib/errors';
import { normaliseImage } from './image-processing';
import type { ImageStorage } from './storage';
import { uploadsRepo } from './uploads.repo';
import type { Db } from '../../db/client';

export const UPLOAD_KINDS = ['profile-photo', 'company-logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_URL_PREFIX = '/uploads/';
const KEY_PATTERN = /^[a-f0-9]{64}\.webp$/;

export function uploadsService(deps: { db: Db; storage: ImageStorage }) {
  const store = deps.storage;
  const repo = uploadsRepo(deps.db);

  const keyFromUrl = (url: string) => {
    if (!url.startsWith(UPLOAD_URL_PREFIX)) return null;
    const key = url.slice(UPLOAD_URL_PREFIX.length);
    return KEY_PATTERN.test(key) ? key : null;
  };

  return {
    isValidKey: (key: string) => KEY_PATTERN.test(key),

    /** Checks, cleans and stores an image; the URL changes whenever the content does. */
    async storeImage(input: { ownerUserId: string; kind: UploadKind; data: Buffer }) {
      const webp = await normaliseImage(input.data);
      const key = `${crypto.createHash('sha256').update(input.ownerUserId).update(webp).digest('hex')}.webp`;
      await store.put(key, webp, 'image/webp');
      await repo.insert({
        key,
        ownerUserId: input.ownerUserId,
        kind: input.kind,
        contentType: 'image/webp',
        bytes: webp.length,
      });
      return { key, url: `${UPLOAD_URL_PREFIX}${key}`, bytes: webp.length };
    },

    /** An image URL sent back by a client must be one this user uploaded (or empty, to clear it). */
    async assertOwnedUrl(userId: string, url: string | null | undefined) {
      if (url === null || url === undefined || url === '') return;
      const key = keyFromUrl(url);
      if (!key || !(await repo.findOwned(key, userId))) {
        throw new AppError('VALIDATION_FAILED', 'Please upload the image before saving it to your profile.');
      }
    },

    async read(key: string) {
      if (!KEY_PATTERN.test(key) || !(await repo.exists(key))) return null;
      return { data: await store.get(key), redirect: store.publicUrl(key) };
    },

    /** Erases every image of a user (account deletion). */
    async deleteAllFor(userId: string) {
      for (const key of await repo.keysOf(userId)) await store.delete(key);
      await repo.deleteOf(userId);
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;

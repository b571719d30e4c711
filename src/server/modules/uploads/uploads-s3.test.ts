import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { buildApp } from '../../app';
import { getTestApp, type TestUser } from '../../test/app';
import { hirerThroughApi, seekerThroughApi } from '../../test/fixtures';
import { startS3Server, type TestS3Server } from '../../test/s3';

/** The app as configured with S3_* settings, on the test database, storing in a real S3 server. */
let s3: TestS3Server;
let app: FastifyInstance;
beforeAll(async () => {
  s3 = await startS3Server();
  const shared = await getTestApp();
  app = await buildApp({
    config: { ...shared.app.config, storage: s3.storage },
    database: shared.database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const image = (background: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .png()
    .toBuffer();

/** POST /api/uploads/image as the browser sends it; the stored image's URL and key. */
async function uploadImage(user: TestUser, kind: 'profile-photo' | 'company-logo', background: string) {
  const boundary = '----newleaf' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await image(background),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await user.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const url = (res.json() as { url: string }).url;
  return { url, key: url.replace('/uploads/', '') };
}

describe('images in an S3 bucket', () => {
  it('stores an upload in the bucket and serves the same bytes back', async () => {
    const seeker = await seekerThroughApi(app);
    const { url, key } = await uploadImage(seeker, 'profile-photo', '#166534');

    expect(await s3.keys()).toContain(key);
    const inBucket = await s3.getRaw(key);
    expect(inBucket.headers.get('content-type')).toBe('image/webp');
    expect(inBucket.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(inBucket.body).metadata()).format).toBe('webp');

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(inBucket.body)).toBe(true);
  });

  it("deleting a seeker's account removes their photos, old and current, from the bucket", async () => {
    const seeker = await seekerThroughApi(app);
    const other = await seekerThroughApi(app);
    const first = await uploadImage(seeker, 'profile-photo', '#1d4ed8');
    const patch = (url: string) =>
      seeker.inject({ method: 'PATCH', url: '/api/seeker/profile', payload: { profileImageUrl: url } });
    expect((await patch(first.url)).statusCode).toBe(200);
    const second = await uploadImage(seeker, 'profile-photo', '#b91c1c');
    expect((await patch(second.url)).statusCode).toBe(200);
    const othersPhoto = await uploadImage(other, 'profile-photo', '#1d4ed8');
    expect(await s3.keys()).toEqual(expect.arrayContaining([first.key, second.key, othersPhoto.key]));

    const gone = await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(gone.statusCode, gone.body).toBe(204);

    const left = await s3.keys();
    expect(left).not.toContain(first.key);
    expect(left).not.toContain(second.key);
    expect(left).toContain(othersPhoto.key);
    expect((await app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: othersPhoto.url })).statusCode).toBe(200);
  });

  it("deleting an employer's account removes their logos from the bucket", async () => {
    const hirer = await hirerThroughApi(app, 'Bucket Bakers Ltd');
    const first = await uploadImage(hirer, 'company-logo', '#ca8a04');
    const setLogo = (logoUrl: string | null) =>
      hirer.inject({ method: 'PATCH', url: '/api/company', payload: { logoUrl } });
    expect((await setLogo(first.url)).statusCode).toBe(200);
    const second = await uploadImage(hirer, 'company-logo', '#7c3aed');
    expect((await setLogo(second.url)).statusCode).toBe(200);
    expect((await setLogo(null)).statusCode).toBe(200);
    expect(await s3.keys()).toEqual(expect.arrayContaining([first.key, second.key]));

    const gone = await hirer.inject({
      method: 'DELETE',
      url: '/api/employer/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(gone.statusCode, gone.body).toBe(204);

    const left = await s3.keys();
    expect(left).not.toContain(first.key);
    expect(left).not.toContain(second.key);
  });
});

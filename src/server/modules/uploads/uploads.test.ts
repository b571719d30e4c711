import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { getTestApp, signUp, type TestUser } from '../../test/app';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----newleaf' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (user: TestUser, kind: string, file?: { name: string; type: string; data: Buffer }) => {
  const body = multipart({ kind }, file);
  return user.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: body.headers,
    payload: body.payload,
  });
};

/** A real, valid PNG of w x h black pixels: tiny on the wire, about 190 MB once decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height); // filter byte 0 + black pixels, row after row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('stores a re-encoded WebP of at most 512 px and serves it with a long cache', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await upload(seeker, 'profile-photo', {
      name: 'me.png',
      type: 'image/png',
      data: await png(1200, 800),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
  });

  it('strips GPS and all other EXIF metadata', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const withGps = await sharp(await png())
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Cheap 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(seeker, 'profile-photo', { name: 'gps.jpg', type: 'image/jpeg', data: withGps });
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses a non-image renamed .png, judged by content', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await upload(seeker, 'profile-photo', {
      name: 'cv.png',
      type: 'image/png',
      data: Buffer.from('%PDF-1.4 this is not an image at all'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Please select an image file');
  });

  it('refuses a file over 3 MB', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const big = Buffer.concat([await png(), Buffer.alloc(Math.ceil(3.1 * 1024 * 1024))]);
    const res = await upload(seeker, 'profile-photo', { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Please select an image smaller than 3MB');
  });

  it('refuses a decompression bomb quickly', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const started = Date.now();
    const res = await upload(seeker, 'profile-photo', { name: 'bomb.png', type: 'image/png', data: bomb });
    expect([413, 415]).toContain(res.statusCode);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('checks the role for each kind and needs a session', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const hirer = await signUp(app, 'hirer');
    const data = await png();
    expect(
      (await upload(seeker, 'company-logo', { name: 'l.png', type: 'image/png', data })).statusCode,
    ).toBe(403);
    expect(
      (await upload(hirer, 'profile-photo', { name: 'p.png', type: 'image/png', data })).statusCode,
    ).toBe(403);
    expect((await upload(hirer, 'company-logo', { name: 'l.png', type: 'image/png', data })).statusCode).toBe(
      201,
    );
    expect((await upload(hirer, 'banner', { name: 'l.png', type: 'image/png', data })).statusCode).toBe(400);
    expect((await upload(hirer, 'company-logo')).statusCode).toBe(400);
    const body = multipart({ kind: 'company-logo' }, { name: 'l.png', type: 'image/png', data });
    const anon = await app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('serves nothing for unknown or malformed keys', async () => {
    const { app } = await getTestApp();
    expect((await app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(64)}.webp` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });
});

describe('a corpus of hostile uploads', () => {
  /** Every file under the uploads folder (refused files must leave nothing behind). */
  const filesOnDisk = (app: Awaited<ReturnType<typeof getTestApp>>['app']) => {
    const storage = app.config.storage;
    if (storage.kind !== 'disk' || !fs.existsSync(storage.dir)) return [];
    return fs.readdirSync(storage.dir, { recursive: true }).map(String).sort();
  };

  /** A PNG whose header declares w x h but carries almost no pixel data. */
  function declaredHuge(width: number, height: number) {
    const bomb = pngBomb(1, 1);
    bomb.writeUInt32BE(width, 16);
    bomb.writeUInt32BE(height, 20);
    const crc = zlib.crc32(bomb.subarray(12, 29));
    bomb.writeUInt32BE(crc, 29);
    return bomb;
  }

  it.each([
    [
      'an SVG with a script',
      'logo.svg',
      'image/svg+xml',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
        ),
    ],
    [
      'HTML named .jpg',
      'photo.jpg',
      'image/jpeg',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['a PNG declaring 30,000 x 30,000 pixels', 'huge.png', 'image/png', () => declaredHuge(30_000, 30_000)],
    [
      'a truncated JPEG',
      'cut.jpg',
      'image/jpeg',
      async () => {
        const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 3));
      },
    ],
  ])('refuses %s with a clear 4xx, writing nothing', async (_label, name, type, make) => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const before = filesOnDisk(app);
    const res = await upload(seeker, 'profile-photo', { name, type, data: await make() });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toMatch(/image/i);
    expect(filesOnDisk(app)).toEqual(before);
  });

  it('turns a polyglot (a real GIF with a script after it) into a clean WebP', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert("polyglot")</script>')]);
    const res = await upload(seeker, 'profile-photo', { name: 'fun.gif', type: 'image/gif', data: polyglot });
    if (res.statusCode >= 400) {
      expect(res.statusCode).toBeLessThan(500);
      return;
    }
    const served = await app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('polyglot'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});

// The profile photo: PUT /user/image takes a PNG or JPEG's bytes (at most 2 MB), checks they
// are what they claim, re-encodes them as a square WebP of at most 512 px without metadata,
// and serves it at /uploads/profile/<random>.webp; the photo it replaces is deleted.
// DELETE /user/image removes it. The serving route reads nothing but names it gave.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { png } from '../fuzz/media.ts';
import { registerForm, sessionOf } from './support/accounts.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const TWO_MB = 2 * 1024 * 1024;
const PHOTO_URL = /^\/uploads\/profile\/[A-Za-z0-9_-]{22}\.webp$/;

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/**
 * A JPEG stored 200 × 400 (left half red, right half blue) with EXIF orientation 6, so it is
 * shown turned a quarter clockwise: 400 × 200, red on top. It carries an author and a place.
 */
async function cameraJpeg(): Promise<Buffer> {
  const red = await solid(100, 400, '#ff0000').png().toBuffer();
  return solid(200, 400, '#0000ff')
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Somchai private', Artist: 'Somchai' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);

  const register = async () => {
    const form = await registerForm(server);
    const { headers } = await server.call('register', '/Register', { body: form });
    return sessionOf(headers);
  };

  const upload = (session: string | undefined, data: Uint8Array, contentType?: string) =>
    server.call('uploadProfileImage', '/user/image', {
      ...(session ? { session } : {}),
      bytes: { data, ...(contentType ? { contentType } : {}) },
    });

  /** The served photo: its answer, and its pixels' metadata. */
  async function served(url: string) {
    const response = await server.app.request(url);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, metadata: response.ok ? await sharp(body).metadata() : undefined };
  }

  const fileOf = (url: string) => join(server.uploadsDir, 'profile', url.split('/').pop() ?? '');

  it('takes a PNG: a square WebP of the short side, served with its type, cached for good', async () => {
    const session = await register();
    const image = await solid(300, 200, '#e0a030').png().toBuffer();
    const { status, body } = await upload(session, image, 'image/png');
    expect(status).toBe(200);
    const url = body.detail.user.imageUrl ?? '';
    expect(url).toMatch(PHOTO_URL);

    const photo = await served(url);
    expect(photo.response.status).toBe(200);
    expect(photo.response.headers.get('content-type')).toBe('image/webp');
    expect(photo.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(photo.response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox",
    );
    expect(photo.metadata).toMatchObject({ format: 'webp', width: 200, height: 200 });

    const me = await server.call('getUser', '/user', { session });
    expect(me.body.detail.user.imageUrl).toBe(url);
  });

  it('takes a JPEG: turned upright, cropped to 512 px at most, its EXIF (author, GPS) gone', async () => {
    const session = await register();
    const large = await solid(1600, 1200, '#30a0e0').jpeg().toBuffer();
    const big = await upload(session, large, 'image/jpeg');
    expect(big.status).toBe(200);
    expect((await served(big.body.detail.user.imageUrl ?? '')).metadata).toMatchObject({
      width: 512,
      height: 512,
    });

    const camera = await cameraJpeg();
    expect((await sharp(camera).metadata()).exif?.toString('latin1')).toContain('Somchai');
    const { status, body } = await upload(session, camera, 'image/jpeg');
    expect(status).toBe(200);
    const photo = await served(body.detail.user.imageUrl ?? '');
    expect(photo.metadata).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(photo.metadata?.exif).toBeUndefined();
    expect(photo.metadata?.orientation).toBeUndefined();
    expect(photo.body.toString('latin1')).not.toContain('Somchai');
    // Shown as taken: red on top, across the whole width (stored, red was the left half).
    const { data, info } = await sharp(photo.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]] as number[];
    };
    for (const [x, y] of [
      [10, 10],
      [190, 10],
    ] as const) {
      const [r = 0, , b = 0] = pixel(x, y);
      expect(r).toBeGreaterThan(200);
      expect(b).toBeLessThan(60);
    }
    const [r = 0, , b = 0] = pixel(190, 190);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
  });

  it.each([
    ['a GIF', () => solid(4, 4, '#00ff00').gif().toBuffer(), 'image/png'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF'), 'image/jpeg'],
    ['random bytes', async () => Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 'image/png'],
    ['text named .png', async () => Buffer.from('not a picture at all'), 'image/png'],
    [
      'a cut PNG',
      async () => (await solid(64, 64, '#123456').png().toBuffer()).subarray(0, 60),
      'image/png',
    ],
  ])('refuses %s: the format is not supported', async (_, make, contentType) => {
    const session = await register();
    const { status, body } = await upload(session, await make(), contentType);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^The format is not supported/);
    expect(fieldsOf(body.detail)).toEqual(['body']);
    const me = await server.call('getUser', '/user', { session });
    expect(me.body.detail.user.imageUrl).toBeNull();
  });

  it('refuses a PNG sent as image/jpeg, naming the Content-Type', async () => {
    const session = await register();
    const image = await solid(8, 8, '#ffffff').png().toBuffer();
    const { status, body } = await upload(session, image, 'image/jpeg');
    expect(status).toBe(400);
    expect(body.message).toBe(
      'The format is not supported: the body is a PNG image, not image/jpeg as Content-Type says',
    );
    expect(fieldsOf(body.detail)).toEqual(['header.Content-Type']);
  });

  it('refuses other content types, an empty body and a decompression bomb', async () => {
    const session = await register();
    const image = await solid(8, 8, '#ffffff').png().toBuffer();
    for (const contentType of [
      'image/gif',
      'application/json',
      'multipart/form-data; boundary=x',
    ]) {
      const { status, body } = await upload(session, image, contentType);
      expect(status).toBe(400);
      expect(body.message).toBe('header.Content-Type must be one of: image/png, image/jpeg');
    }
    const empty = await upload(session, new Uint8Array(0), 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('body is required');
    // A few hundred bytes that declare 20,000 × 20,000 pixels: refused before decoding.
    const bomb = png(8, 8, [0, 0, 0], { width: 20_000, height: 20_000 });
    const refused = await upload(session, bomb, 'image/png');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The image is too large: it must be at most 25 megapixels');
  });

  it('refuses a body over 2 MB with a 413, before reading it', async () => {
    const session = await register();
    const image = await solid(8, 8, '#ffffff').png().toBuffer();
    const tooBig = new Uint8Array(TWO_MB + 1);
    tooBig.set(image);
    const { status, body, headers } = await upload(session, tooBig, 'image/png');
    expect(status).toBe(413);
    expect(body.message).toBe('The request body is larger than 2 MB');
    expect(headers.get('connection')).toBe('close');
  });

  it('keeps the 64 kB limit and JSON alone for every other operation', async () => {
    const session = await register();
    const profile = { firstname: 'A', lastname: 'B', genderId: null, birthday: null };
    // (The contract's JSON operations do not list the 413; the fuzz gate checks its envelope.)
    const big = await server.request('/user', {
      method: 'PUT',
      session,
      body: { ...profile, isConsent: false, padding: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe('The request body is larger than 64 kB');
    const image = await server.request('/user', {
      method: 'PUT',
      session,
      headers: { 'Content-Type': 'image/png' },
      body: { ...profile, isConsent: false },
    });
    expect(image.status).toBe(400);
    expect((await image.json()).message).toBe('header.Content-Type must be application/json');
  });

  it('needs a session', async () => {
    const image = await solid(8, 8, '#ffffff').png().toBuffer();
    expect((await upload(undefined, image, 'image/png')).status).toBe(401);
    const removed = await server.call('deleteProfileImage', '/user/image');
    expect(removed.status).toBe(401);
  });

  it('deletes the photo it replaces, and the photo it removes', async () => {
    const session = await register();
    const first = await upload(
      session,
      await solid(40, 40, '#ff0000').png().toBuffer(),
      'image/png',
    );
    const firstUrl = first.body.detail.user.imageUrl ?? '';
    expect(existsSync(fileOf(firstUrl))).toBe(true);

    const second = await upload(
      session,
      await solid(40, 40, '#00ff00').png().toBuffer(),
      'image/png',
    );
    const secondUrl = second.body.detail.user.imageUrl ?? '';
    expect(secondUrl).toMatch(PHOTO_URL);
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect((await served(firstUrl)).response.status).toBe(404);
    expect((await served(secondUrl)).response.status).toBe(200);

    const removed = await server.call('deleteProfileImage', '/user/image', { session });
    expect(removed.status).toBe(200);
    expect(removed.body.detail.user.imageUrl).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);
    expect((await served(secondUrl)).response.status).toBe(404);
    // Removing again is no error: there is no photo either way.
    expect((await server.call('deleteProfileImage', '/user/image', { session })).status).toBe(200);
  });

  it('serves nothing but the names it gave: no traversal, no listing', async () => {
    // A file beside the photos' folder, and one in it under a name the server never gives.
    await writeFile(join(server.uploadsDir, 'secret.webp'), 'secret');
    const session = await register();
    await upload(session, await solid(8, 8, '#ffffff').png().toBuffer(), 'image/png');
    for (const path of [
      '/uploads/profile/..%2Fsecret.webp',
      '/uploads/profile/..%2F..%2Fpackage.json',
      '/uploads/profile/%2e%2e%2fsecret.webp',
      '/uploads/profile/..%5Csecret.webp',
      '/uploads/profile/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/profile/',
      '/uploads/profile',
      '/uploads/',
      '/uploads',
      '/uploads/secret.webp',
    ]) {
      const response = await server.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret');
    }
  });
});

describe('limits', () => {
  const server = useTestServer('pglite', {
    rateLimits: { uploadsPerUser: { points: 2, seconds: 3600 } },
  });

  it('takes a few photos an hour from one account, then answers 429', async () => {
    const form = await registerForm(server);
    const session = sessionOf((await server.call('register', '/Register', { body: form })).headers);
    const image = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#3080c0' },
    })
      .png()
      .toBuffer();
    const send = () =>
      server.call('uploadProfileImage', '/user/image', {
        session,
        bytes: { data: image, contentType: 'image/png' },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a file body without a session before reading it', async () => {
    const big = new Uint8Array(1024 * 1024);
    const refused = await server.call('uploadProfileImage', '/user/image', {
      bytes: { data: big, contentType: 'image/png' },
    });
    // 401, not the 400 of a body that is no image: who may send is settled first.
    expect(refused.status).toBe(401);
  });
});

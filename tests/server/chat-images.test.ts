// Pictures in chat (issue 37; the spec's upload rule, png/jpg under 2 MB), on PGlite and
// PostgreSQL: POST /chat/conversations/{id}/images takes a PNG or JPEG's bytes of one's own
// conversation, judged by its bytes, and keeps our own WebP fitted inside 1600 px without the
// original's metadata; a message then sends it once, by its uploader, in its conversation; it
// is served to the conversation's two sides alone; one never sent is swept after the hour.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { sweepChatImages } from '../../server/features/chat/chat-images.ts';
import { diskUploads } from '../../server/uploads/store.ts';
import { newShopper } from './support/cart.ts';
import { chatClient, newSeller, servedWithChat } from './support/chat.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const TWO_MB = 2 * 1024 * 1024;
const PICTURE_URL = /^\/uploads\/chat\/[A-Za-z0-9_-]{22}\.webp$/;
const HOUR = 60 * 60_000;

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A camera's JPEG: 2000 × 1000, with its author and where it was taken. */
const cameraJpeg = () =>
  solid(2000, 1000, '#3070c0')
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Somchai' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' },
    })
    .toBuffer();

const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, {
    rateLimits: { chatImagesPerUser: { points: 8, seconds: 60 * 60 } },
  });
  let served: Awaited<ReturnType<typeof servedWithChat>>;
  let storeId = 0;
  beforeAll(async () => {
    const [store] = await rowsOf<{ id: number }>(
      server.db,
      sql`select id from stores order by id limit 1`,
    );
    storeId = store?.id ?? 0;
    served = await servedWithChat(server);
  });
  afterAll(() => served?.close());

  async function conversation() {
    const shopper = await newShopper(server);
    const seller = await newSeller(server, storeId);
    const started = await server.call('startChatConversation', '/chat/conversations', {
      session: shopper.session,
      body: { storeId },
    });
    const id = started.body.detail.id;
    const upload = (who: { session: string }, data: Uint8Array, contentType = 'image/png') =>
      server.call('uploadChatImage', `/chat/conversations/${id}/images`, {
        session: who.session,
        bytes: { data, contentType },
      });
    const send = (
      who: { session: string },
      body: { text?: string; imageName?: string },
      clientId = randomUUID(),
    ) =>
      server.call('sendChatMessage', `/chat/conversations/${id}/messages`, {
        session: who.session,
        body: { clientId, ...body },
      });
    return { shopper, seller, id, upload, send };
  }

  /** The picture at `url` as `session`'s browser reads it (the cookie, no API key). */
  async function fetched(url: string, session?: string) {
    const response = await server.app.request(url, {
      headers: session ? { Cookie: `token=${session}` } : {},
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { response, metadata: response.ok ? await sharp(body).metadata() : undefined };
  }

  it('keeps a camera JPEG as a WebP inside 1600 px without its metadata, read by both sides alone', async () => {
    const chat = await conversation();
    const uploaded = await chat.upload(chat.shopper, await cameraJpeg(), 'image/jpeg');
    expect(uploaded.status).toBe(200);
    const picture = uploaded.body.detail;
    expect(picture).toMatchObject({ width: 1600, height: 800 });
    expect(picture.url).toMatch(PICTURE_URL);
    expect(picture.url.endsWith(picture.name)).toBe(true);

    const sent = await chat.send(chat.shopper, { imageName: picture.name });
    expect(sent.status).toBe(200);
    expect(sent.body.detail).toMatchObject({ text: '', image: picture, fromMe: true });
    const history = await server.call(
      'listChatMessages',
      `/chat/conversations/${chat.id}/messages`,
      {
        session: chat.seller.session,
      },
    );
    expect(history.body.detail.messages.at(-1)).toMatchObject({ image: picture, fromMe: false });

    for (const side of [chat.shopper, chat.seller]) {
      const { response, metadata } = await fetched(picture.url, side.session);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(metadata?.exif).toBeUndefined();
    }
    // Anyone else, signed in or not, finds nothing there.
    const stranger = await newShopper(server);
    expect((await fetched(picture.url, stranger.session)).response.status).toBe(404);
    expect((await fetched(picture.url)).response.status).toBe(404);
  });

  it("refuses a picture too large, a renamed file, a type other than it says, and one into a stranger's conversation", async () => {
    const chat = await conversation();
    const png = await solid(40, 30, '#e0a030').png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(TWO_MB + 1 - png.length)]);
    expect((await chat.upload(chat.shopper, padded)).status).toBe(413);

    // A text file named picture.png, sent as a PNG.
    const renamed = await chat.upload(chat.shopper, Buffer.from('not a picture at all, only text'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain('The format is not supported');
    expect(fieldsOf(renamed.body.detail)).toEqual(['body']);

    const mislabelled = await chat.upload(chat.shopper, png, 'image/jpeg');
    expect(mislabelled.status).toBe(400);
    expect(fieldsOf(mislabelled.body.detail)).toEqual(['header.Content-Type']);

    const stranger = await newShopper(server);
    expect((await chat.upload(stranger, png)).status).toBe(404);
    // Nothing refused was kept.
    const [kept] = await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::integer as count from chat_images where conversation_id = ${chat.id}`,
    );
    expect(kept?.count).toBe(0);
  });

  it('sends a picture once, by its uploader, in its conversation; a resend answers the stored one', async () => {
    const chat = await conversation();
    const other = await conversation();
    const png = await solid(40, 30, '#e0a030').png().toBuffer();
    const picture = (await chat.upload(chat.shopper, png)).body.detail;
    const foreign = (await other.upload(other.shopper, png)).body.detail;

    // Neither a text nor a picture.
    const empty = await chat.send(chat.shopper, {});
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body.detail)).toEqual(['body.text']);
    // Another conversation's picture, and this one's sent by the other side.
    for (const [who, imageName] of [
      [chat.shopper, foreign.name],
      [chat.seller, picture.name],
    ] as const) {
      const refused = await chat.send(who, { imageName });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body.detail)).toEqual(['body.imageName']);
    }

    const clientId = randomUUID();
    const sent = await chat.send(chat.shopper, { text: 'สีนี้ค่ะ', imageName: picture.name }, clientId);
    expect(sent.body.detail).toMatchObject({ text: 'สีนี้ค่ะ', image: picture });
    const again = await chat.send(chat.shopper, { imageName: picture.name }, clientId);
    expect(again.body.detail.id).toBe(sent.body.detail.id);
    // The same picture in a second message: refused.
    const twice = await chat.send(chat.shopper, { imageName: picture.name });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('already been sent');
  });

  it('sends a picture over the socket, and the other side hears it with its size', async () => {
    const chat = await conversation();
    const picture = (
      await chat.upload(chat.seller, await solid(800, 1200, '#20a060').png().toBuffer())
    ).body.detail;
    expect(picture).toMatchObject({ width: 800, height: 1200 });
    const seller = chatClient(served.socketUrl, {
      session: chat.seller.session,
      origin: served.origin,
    });
    const shopper = chatClient(served.socketUrl, {
      session: chat.shopper.session,
      origin: served.origin,
    });
    await Promise.all([seller.opened, shopper.opened]);
    const clientId = randomUUID();
    seller.send({ type: 'send', conversationId: chat.id, clientId, imageName: picture.name });
    expect((await seller.next('ack')).message).toMatchObject({ image: picture, text: '' });
    expect((await shopper.next('message')).message).toMatchObject({
      image: picture,
      fromMe: false,
    });
    // A frame with neither is refused, saying why (in Thai: the socket's culture by default).
    seller.send({ type: 'send', conversationId: chat.id, clientId: randomUUID() });
    expect((await seller.next('refused')).message).toContain('กรุณาพิมพ์ข้อความหรือแนบรูปภาพ');
    await Promise.all([seller.close(), shopper.close()]);
  });

  it('sweeps a picture not sent within the hour, and keeps one sent', async () => {
    const chat = await conversation();
    const png = await solid(40, 30, '#e0a030').png().toBuffer();
    const unsent = (await chat.upload(chat.shopper, png)).body.detail;
    const sent = (await chat.upload(chat.shopper, png)).body.detail;
    await chat.send(chat.shopper, { imageName: sent.name });
    const fileOf = (name: string) => join(server.uploadsDir, 'chat', name);
    const uploads = diskUploads(server.uploadsDir);

    await sweepChatImages(server.db, uploads, new Date(Date.now() + HOUR / 2));
    expect(existsSync(fileOf(unsent.name))).toBe(true);
    await sweepChatImages(server.db, uploads, new Date(Date.now() + 2 * HOUR));
    expect(existsSync(fileOf(unsent.name))).toBe(false);
    expect(existsSync(fileOf(sent.name))).toBe(true);
    expect((await fetched(unsent.url, chat.shopper.session)).response.status).toBe(404);
    expect((await fetched(sent.url, chat.seller.session)).response.status).toBe(200);
  });
});

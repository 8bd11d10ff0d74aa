// Chat between a shopper and a store (issue 37), on PGlite and PostgreSQL: one conversation per
// shopper and store; each message stored once by its client id and numbered in its conversation;
// unread counts of the other side's messages after the reader's last-read number, which only
// moves forward; the socket signed in by the session cookie from the shop's own origin, with a
// size and a rate limit; a reconnect's hello answered with what was missed and the counts in one
// frame; a listener that drops telling what was stored meanwhile once it listens again.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelListener } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/client.ts';
import { sendMessage } from '../../server/features/chat/chat-store.ts';
import { DEFAULT_LIMITS } from '../../server/features/shared/rate-limits.ts';
import { newShopper } from './support/cart.ts';
import { chatClient, newSeller, servedWithChat } from './support/chat.ts';
import { issueToken } from './support/database.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

/** Messages an account sends in a minute, over HTTP and over its sockets (each counted apart). */
const CHAT_LIMIT = { points: 5, seconds: 60 };

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, { rateLimits: { chatMessagesPerUser: CHAT_LIMIT } });
  let served: Awaited<ReturnType<typeof servedWithChat>>;
  let storeId = 0;
  /** Whether the hub's listener hears notifications (a dropped connection does not). */
  let deaf = false;
  let listener: ChannelListener | undefined;
  beforeAll(async () => {
    const [store] = await rowsOf<{ id: number }>(
      server.db,
      sql`select id from stores order by id limit 1`,
    );
    storeId = store?.id ?? 0;
    served = await servedWithChat(
      {
        ...server,
        database: {
          db: server.db,
          listen: (channel, heard) => {
            if (channel === 'chat') listener = heard;
            return server.database.listen(channel, {
              notified: (payload) => {
                if (!deaf) heard.notified(payload);
              },
              live: (listening) => heard.live(listening),
            });
          },
        },
      },
      () => new Date(),
      CHAT_LIMIT,
    );
  });
  afterAll(() => served?.close());

  /** A new shopper's conversation with the store, and a new seller of it. */
  async function conversation() {
    const shopper = await newShopper(server);
    const seller = await newSeller(server, storeId);
    const started = await server.call('startChatConversation', '/chat/conversations', {
      session: shopper.session,
      body: { storeId },
    });
    expect(started.status).toBe(200);
    const id = started.body.detail.id;
    const send = (who: { session: string }, text: string, clientId = randomUUID()) =>
      server.call('sendChatMessage', `/chat/conversations/${id}/messages`, {
        session: who.session,
        body: { clientId, text },
      });
    const unread = (who: { session: string }) =>
      server.call('chatUnread', '/chat/unread', { session: who.session });
    const read = (who: { session: string }, seq: number) =>
      server.call('readChatConversation', `/chat/conversations/${id}/read`, {
        session: who.session,
        body: { seq },
      });
    const socket = (who: { session: string }) =>
      chatClient(served.socketUrl, { session: who.session, origin: served.origin });
    return { shopper, seller, id, send, unread, read, socket };
  }

  it('keeps one conversation per shopper and store, started twice or at once', async () => {
    const shopper = await newShopper(server);
    const start = () =>
      server.call('startChatConversation', '/chat/conversations', {
        session: shopper.session,
        body: { storeId },
      });
    const answers = await Promise.all([start(), start(), start()]);
    expect(new Set(answers.map((a) => a.body.detail.id)).size).toBe(1);
    expect(answers[0]?.body.detail).toMatchObject({ role: 'shopper', lastSeq: 0, unread: 0 });
    expect(answers[0]?.body.detail.other.storeUrlKey).toEqual(expect.any(String));
    const guest = await server.call('startChatConversation', '/chat/conversations', {
      body: { storeId },
    });
    expect(guest.status).toBe(401);
    const none = await server.call('startChatConversation', '/chat/conversations', {
      session: shopper.session,
      body: { storeId: 999_999 },
    });
    expect(none.status).toBe(404);
  });

  it('stores a message once by its client id, numbered in its conversation', async () => {
    const chat = await conversation();
    const clientId = randomUUID();
    const first = await chat.send(chat.shopper, 'สวัสดีค่ะ มีน้ำผึ้งลำไยไหมคะ', clientId);
    const again = await chat.send(chat.shopper, 'สวัสดีค่ะ มีน้ำผึ้งลำไยไหมคะ', clientId);
    expect(first.body.detail).toMatchObject({ seq: 1, fromMe: true, clientId });
    expect(again.body.detail.id).toBe(first.body.detail.id);
    // Resent at once, several times: still one.
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => chat.send(chat.seller, 'มีค่ะ', randomUUID())),
    );
    expect(racing.map((r) => r.body.detail.seq).sort()).toEqual([2, 3, 4, 5]);
    const history = await server.call(
      'listChatMessages',
      `/chat/conversations/${chat.id}/messages`,
      { session: chat.seller.session },
    );
    expect(history.body.detail.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(history.body.detail.messages[0]).toMatchObject({ fromMe: false });
    const older = await server.call(
      'listChatMessages',
      `/chat/conversations/${chat.id}/messages?beforeSeq=3`,
      { session: chat.seller.session },
    );
    expect(older.body.detail).toMatchObject({ hasOlder: false });
    expect(older.body.detail.messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it("counts the other side's messages after the last read, which only moves forward", async () => {
    const chat = await conversation();
    // The store's other conversations (other tests') count for its sellers too: this one's.
    const mine = (unread: { conversations: { conversationId: number }[] }) =>
      unread.conversations.find((c) => c.conversationId === chat.id);
    await chat.send(chat.shopper, 'ขอราคาส่งค่ะ');
    await chat.send(chat.shopper, 'สิบขวด');
    expect((await chat.unread(chat.shopper)).body.detail).toEqual({ total: 0, conversations: [] });
    expect(mine((await chat.unread(chat.seller)).body.detail)).toEqual({
      conversationId: chat.id,
      count: 2,
      lastReadSeq: 0,
    });
    expect(mine((await chat.read(chat.seller, 1)).body.detail)).toMatchObject({ count: 1 });
    // Back, or past the last message: it stays where it is, or stops at the last.
    expect(mine((await chat.read(chat.seller, 1)).body.detail)).toMatchObject({ count: 1 });
    expect(mine((await chat.read(chat.seller, 999)).body.detail)).toBeUndefined();
    await chat.send(chat.shopper, 'รอนะคะ');
    expect(mine((await chat.unread(chat.seller)).body.detail)).toEqual({
      conversationId: chat.id,
      count: 1,
      lastReadSeq: 2,
    });
    // The shopper's total is theirs alone; answering reads what came before.
    await chat.send(chat.seller, 'ได้ค่ะ');
    expect((await chat.unread(chat.shopper)).body.detail.total).toBe(1);
    const list = await server.call('listChatConversations', '/chat/conversations', {
      session: chat.seller.session,
    });
    expect(list.body.detail.find((c) => c.id === chat.id)).toMatchObject({
      role: 'seller',
      unread: 0,
      lastSeq: 4,
      lastMessage: { text: 'ได้ค่ะ', fromMe: true },
    });
  });

  it("refuses another's conversation, bad text and too many sends", async () => {
    const chat = await conversation();
    const stranger = await newShopper(server);
    expect((await chat.send(stranger, 'แอบดู')).status).toBe(404);
    expect((await chat.read(stranger, 1)).status).toBe(404);
    const reading = await server.call(
      'listChatMessages',
      `/chat/conversations/${chat.id}/messages`,
      { session: stranger.session },
    );
    expect(reading.status).toBe(404);
    expect((await chat.send(chat.shopper, '   ')).status).toBe(400);
    expect((await chat.send(chat.shopper, 'ก'.repeat(2001))).status).toBe(400);
    const bad = await server.call('sendChatMessage', `/chat/conversations/${chat.id}/messages`, {
      session: chat.shopper.session,
      body: { clientId: 'not-a-uuid', text: 'hi' },
    });
    expect(bad.status).toBe(400);
    for (let sent = 0; sent < 5; sent++)
      expect((await chat.send(chat.shopper, `${sent}`)).status).toBe(200);
    expect((await chat.send(chat.shopper, 'หก')).status).toBe(429);
  });

  it("counts an account's messages over all its sockets together", async () => {
    const chat = await conversation();
    const tabs = [chat.socket(chat.seller), chat.socket(chat.seller)];
    await Promise.all(tabs.map((tab) => tab.opened));
    // Three on one tab and two on the other reach the limit of 5.
    for (const [index, tab] of tabs.entries())
      for (let n = 0; n < 3 - index; n++) {
        const clientId = randomUUID();
        tab.send({ type: 'send', conversationId: chat.id, clientId, text: `${n}` });
        await tab.next('ack', (frame) => frame.clientId === clientId);
      }
    const [, second] = tabs;
    const clientId = randomUUID();
    second?.send({ type: 'send', conversationId: chat.id, clientId, text: 'เกิน' });
    const refused = await second?.next('refused', (frame) => frame.clientId === clientId);
    expect(refused?.message).toContain('กรุณาลองใหม่ใน');
    const [stored] = await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::integer as count from chat_messages where conversation_id = ${chat.id}`,
    );
    expect(stored?.count).toBe(5);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('closes the sockets of a session signed out elsewhere, and leaves the others open', async () => {
    const chat = await conversation();
    const other = { session: await issueToken(server, chat.shopper.userId) };
    const signedOut = chat.socket(chat.shopper);
    const stays = chat.socket(other);
    await Promise.all([signedOut.opened, stays.opened]);
    const logout = await server.call('logout', '/logout', { session: chat.shopper.session });
    expect(logout.status).toBe(200);
    expect((await signedOut.closed).code).toBe(4401);
    stays.send({ type: 'ping', n: 1 });
    expect(await stays.next('pong')).toEqual({ type: 'pong', n: 1 });
    // Signed out, it cannot come back.
    await expect(chat.socket(chat.shopper).opened).rejects.toThrow('401');
    await stays.close();
  });

  it('signs a socket in by its cookie from the shop’s own origin only', async () => {
    const chat = await conversation();
    await expect(chatClient(served.socketUrl, { origin: served.origin }).opened).rejects.toThrow(
      '401',
    );
    await expect(
      chatClient(served.socketUrl, {
        session: chat.shopper.session,
        origin: 'https://evil.example',
      }).opened,
    ).rejects.toThrow('403');
    await expect(
      chatClient(served.socketUrl, { session: chat.shopper.session }).opened,
    ).rejects.toThrow('403');
    const client = chat.socket(chat.shopper);
    await client.opened;
    await client.close();
  });

  it('answers pings, delivers to both sides at once and acknowledges a resend with the stored one', async () => {
    const chat = await conversation();
    const shopper = chat.socket(chat.shopper);
    const seller = chat.socket(chat.seller);
    const otherTab = chat.socket(chat.shopper);
    await Promise.all([shopper.opened, seller.opened, otherTab.opened]);
    shopper.send({ type: 'ping', n: 7 });
    expect(await shopper.next('pong')).toEqual({ type: 'pong', n: 7 });

    const clientId = randomUUID();
    shopper.send({ type: 'send', conversationId: chat.id, clientId, text: 'ถึงแล้วค่ะ' });
    const ack = await shopper.next('ack');
    expect(ack.message).toMatchObject({ seq: 1, clientId, fromMe: true, text: 'ถึงแล้วค่ะ' });
    // The message comes with its conversation's unread count for each reader.
    const heard = await seller.next('message');
    expect(heard.message).toMatchObject({ id: ack.message.id, fromMe: false });
    expect(heard.unread).toEqual({ conversationId: chat.id, count: 1, lastReadSeq: 0 });
    // The shopper's other tab hears their own message, which leaves nothing unread.
    const own = await otherTab.next('message');
    expect(own.message).toMatchObject({ id: ack.message.id, fromMe: true });
    expect(own.unread).toEqual({ conversationId: chat.id, count: 0, lastReadSeq: 1 });

    // The acknowledgement lost: sent again, the stored one is answered, nothing new is stored.
    shopper.send({ type: 'send', conversationId: chat.id, clientId, text: 'ถึงแล้วค่ะ' });
    const again = await shopper.next('ack', (f) => f.clientId === clientId);
    expect(again.message.id).toBe(ack.message.id);
    // Read by the seller: every tab of theirs hears the counts.
    seller.send({ type: 'read', conversationId: chat.id, seq: 1 });
    await seller.next(
      'unread',
      (f) => !f.unread.conversations.some((c) => c.conversationId === chat.id),
    );
    const [count] = await rowsOf<{ count: number }>(
      server.db,
      sql`select count(*)::integer as count from chat_messages where conversation_id = ${chat.id}`,
    );
    expect(count?.count).toBe(1);
    await Promise.all([shopper.close(), seller.close(), otherTab.close()]);
  });

  it('answers a reconnect’s hello with what it missed and the unread counts in one frame', async () => {
    const chat = await conversation();
    await chat.send(chat.seller, 'สวัสดีค่ะ');
    const shopper = chat.socket(chat.shopper);
    await shopper.opened;
    shopper.send({ type: 'hello', after: [{ conversationId: chat.id, seq: 0 }] });
    const first = await shopper.next('welcome');
    expect(first.missed.map((m) => m.seq)).toEqual([1]);
    expect(first.unread.total).toBe(1);
    // The frames it may send, for the client to pace itself under.
    expect(first.frameLimit).toEqual({ frames: 30, seconds: 10 });
    await shopper.close();
    // Away: the seller writes twice.
    await chat.send(chat.seller, 'ส่งของแล้วนะคะ');
    await chat.send(chat.seller, 'เลขพัสดุ TH123');
    const back = chat.socket(chat.shopper);
    await back.opened;
    back.send({ type: 'hello', after: [{ conversationId: chat.id, seq: 1 }] });
    const welcome = await back.next('welcome');
    expect(welcome.missed.map((m) => [m.seq, m.text])).toEqual([
      [2, 'ส่งของแล้วนะคะ'],
      [3, 'เลขพัสดุ TH123'],
    ]);
    expect(welcome.unread).toEqual({
      total: 3,
      conversations: [{ conversationId: chat.id, count: 3, lastReadSeq: 0 }],
    });
    // Another's conversation named in hello tells nothing of it.
    const stranger = chat.socket(await newShopper(server));
    await stranger.opened;
    stranger.send({ type: 'hello', after: [{ conversationId: chat.id, seq: 0 }] });
    expect((await stranger.next('welcome')).missed).toEqual([]);
    await Promise.all([back.close(), stranger.close()]);
  });

  it('refuses frames not of the contract, closes a socket sending too big or too many', async () => {
    const chat = await conversation();
    const client = chat.socket(chat.shopper);
    await client.opened;
    client.send({ type: 'send', conversationId: chat.id, clientId: randomUUID(), text: '' });
    expect((await client.next('refused')).message).toEqual(expect.any(String));
    client.socket.send('not json');
    await client.next('refused');
    const stranger = await newShopper(server);
    const theirs = chat.socket(stranger);
    await theirs.opened;
    const clientId = randomUUID();
    theirs.send({ type: 'send', conversationId: chat.id, clientId, text: 'แอบส่ง' });
    expect(await theirs.next('refused')).toMatchObject({ clientId });
    theirs.socket.send('x'.repeat(17 * 1024));
    expect((await theirs.closed).code).toBe(1009);
    // Two frames so far: up to the limit each is answered, and the next one closes the socket.
    const { points } = DEFAULT_LIMITS.chatFramesPerSocket;
    for (let n = 2; n < points; n++) client.send({ type: 'ping', n });
    for (let n = 2; n < points; n++) expect((await client.next('pong')).n).toBe(n);
    client.send({ type: 'ping', n: points });
    expect((await client.closed).code).toBe(1008);
  });

  it('tells what was stored while its listener was dropped, once it listens again', async () => {
    const chat = await conversation();
    const shopper = chat.socket(chat.shopper);
    await shopper.opened;
    deaf = true;
    listener?.live(false);
    await sendMessage(server.db, {
      conversationId: chat.id,
      userId: chat.seller.userId,
      clientId: randomUUID(),
      text: 'ระหว่างหลุด',
      now: new Date(),
    });
    await served.hub.settled();
    expect(shopper.frames.filter((f) => f.type === 'message')).toEqual([]);
    deaf = false;
    listener?.live(true);
    expect((await shopper.next('message')).message).toMatchObject({ text: 'ระหว่างหลุด' });
    await shopper.close();
  });
});

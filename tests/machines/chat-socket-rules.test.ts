// The chat socket's pure rules (the chat issue): the pause before connecting again (500 ms
// doubled per attempt, at most 30 s, with equal jitter), messages merged one per id in the order
// of their number whatever order they came in, the hello frame's last numbers, and the outbox,
// paced under the server's frame limit.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  addPending,
  type ChatMessage,
  HELLO_AFTER_MAX,
  helloAfter,
  isChatText,
  isSendable,
  lastSeqs,
  mergeByConversation,
  mergeMessages,
  nextToSend,
  type PendingMessage,
  PING_INTERVAL_MS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  removePending,
  retryCeilingMs,
  retryDelayMs,
  sendFrameOf,
  sendsPerPing,
  settle,
  withUnreadEntry,
} from '../../machines';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);
// At its full depth (FC_DEEP=1) a property of 10,000 runs is seconds of work.
vi.setConfig({ testTimeout: 30_000 });

const attemptArb = fc.integer({ min: 0, max: 80 });
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('retryDelayMs', () => {
  it('is 500 ms doubled per attempt, then equal jitter, capped at 30 s', () => {
    expect(PING_INTERVAL_MS).toBe(2000);
    expect([RETRY_BASE_MS, RETRY_CAP_MS]).toEqual([500, 30_000]);
    expect([0, 1, 2, 3, 5, 6, 7, 100].map(retryCeilingMs)).toEqual([
      500, 1000, 2000, 4000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(0, 0)).toBe(250);
    expect(retryDelayMs(0, 0.5)).toBe(375);
    expect(retryDelayMs(1, 0.999)).toBe(999);
    expect(retryDelayMs(10, 0)).toBe(15_000);
  });

  it('lies within [d/2, d] of its ceiling d, never above the cap, in whole milliseconds', () => {
    fc.assert(
      fc.property(attemptArb, randomArb, (attempt, random) => {
        const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
        const delay = retryDelayMs(attempt, random);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
        expect(delay).toBeLessThanOrEqual(RETRY_CAP_MS);
      }),
      RUNS,
    );
  });

  it('never shrinks its bounds as attempts grow, and grows with the random share', () => {
    fc.assert(
      fc.property(attemptArb, randomArb, randomArb, (attempt, a, b) => {
        expect(retryCeilingMs(attempt + 1)).toBeGreaterThanOrEqual(retryCeilingMs(attempt));
        // The least pause of the next attempt is never below the least of this one.
        expect(retryDelayMs(attempt + 1, 0)).toBeGreaterThanOrEqual(retryDelayMs(attempt, 0));
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(retryDelayMs(attempt, low)).toBeLessThanOrEqual(retryDelayMs(attempt, high));
      }),
      RUNS,
    );
  });
});

// Messages as the server stores them: an id is always the same message (its conversation and
// number follow from it), so any two copies of an id agree.
const IDS = 40;
const messageOf = (id: number): ChatMessage => ({
  id,
  conversationId: 1 + (id % 3),
  seq: 1 + Math.floor(id / 3),
  clientId: `client-${id}`,
  fromMe: id % 2 === 0,
  text: `ข้อความ ${id}`,
  image: null,
  createdAt: '2026-12-01T10:00:00.000Z',
});
const messagesArb = fc.array(fc.integer({ min: 1, max: IDS }).map(messageOf), { maxLength: 30 });
/** One conversation's messages, each of its own id and number. */
const conversationArb = fc
  .array(fc.integer({ min: 1, max: IDS }), { maxLength: 30 })
  .map((ids) => ids.map((id) => ({ ...messageOf(id), conversationId: 1, seq: id })));

const isOrdered = (list: ChatMessage[]) =>
  list.every((message, i) => i === 0 || (list[i - 1]?.seq ?? 0) <= message.seq);

describe('mergeMessages', () => {
  it('orders by seq and keeps one message per id', () => {
    fc.assert(
      fc.property(messagesArb, messagesArb, (list, incoming) => {
        const merged = mergeMessages(list, incoming);
        expect(isOrdered(merged)).toBe(true);
        const ids = merged.map((message) => message.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...list, ...incoming].map((message) => message.id)));
      }),
      RUNS,
    );
  });

  it('is idempotent: merging again what was merged changes nothing', () => {
    fc.assert(
      fc.property(messagesArb, messagesArb, (list, incoming) => {
        const merged = mergeMessages(list, incoming);
        expect(mergeMessages(merged, incoming)).toEqual(merged);
        expect(mergeMessages(merged, merged)).toEqual(merged);
        expect(mergeMessages(merged, [])).toEqual(merged);
      }),
      RUNS,
    );
  });

  it('gives the same list whatever order its inputs came in', () => {
    fc.assert(
      fc.property(conversationArb, conversationArb, (a, b) => {
        const merged = mergeMessages(a, b);
        expect(mergeMessages(b, a)).toEqual(merged);
        expect(mergeMessages([], [...b].reverse().concat(a))).toEqual(merged);
        // Merged one by one, as frames arrive, it is the same again.
        expect(
          [...a, ...b].reduce(
            (list, message) => mergeMessages(list, [message]),
            [] as ChatMessage[],
          ),
        ).toEqual(merged);
      }),
      RUNS,
    );
  });

  it('keeps the later copy of an id', () => {
    const first = messageOf(3);
    const edited = { ...first, text: 'แก้ไขแล้ว' };
    expect(mergeMessages([first], [edited])).toEqual([edited]);
    expect(mergeMessages([], [first, edited])).toEqual([edited]);
  });

  it('merges messages of any conversations into the lists of their own', () => {
    fc.assert(
      fc.property(messagesArb, messagesArb, (held, incoming) => {
        const byConversation = mergeByConversation(mergeByConversation({}, held), incoming);
        for (const [conversationId, list] of Object.entries(byConversation)) {
          expect(list.every((message) => message.conversationId === Number(conversationId))).toBe(
            true,
          );
          const all = [...held, ...incoming].filter(
            (message) => message.conversationId === Number(conversationId),
          );
          expect(list).toEqual(mergeMessages([], all));
        }
      }),
      RUNS,
    );
  });
});

describe('the hello frame', () => {
  it("names each conversation's highest seq held, by conversation id", () => {
    fc.assert(
      fc.property(messagesArb, (messages) => {
        const byConversation = mergeByConversation({}, messages);
        const expected = [...new Set(messages.map((message) => message.conversationId))]
          .sort((a, b) => a - b)
          .map((conversationId) => ({
            conversationId,
            seq: Math.max(
              ...messages
                .filter((message) => message.conversationId === conversationId)
                .map((message) => message.seq),
            ),
          }));
        expect(lastSeqs(byConversation)).toEqual(expected);
        expect(helloAfter(byConversation)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('names a conversation with nothing held yet as 0: its first message may be missed', () => {
    expect(lastSeqs({ 4: [], 7: [messageOf(9)] })).toEqual([
      { conversationId: 4, seq: 0 },
      { conversationId: 7, seq: 4 },
    ]);
  });

  it('names at most the contract’s 500, those with the highest numbers', () => {
    const messages = Object.fromEntries(
      Array.from({ length: HELLO_AFTER_MAX + 20 }, (_, i) => [
        i + 1,
        [{ ...messageOf(1), conversationId: i + 1, seq: i + 1 }],
      ]),
    );
    const after = helloAfter(messages);
    expect(after).toHaveLength(HELLO_AFTER_MAX);
    expect(after[0]).toEqual({ conversationId: 21, seq: 21 });
    expect(helloAfter(messages, 2)).toEqual([
      { conversationId: 519, seq: 519 },
      { conversationId: 520, seq: 520 },
    ]);
  });
});

describe('the outbox', () => {
  const pendingOf = (id: number, conversationId = 1): PendingMessage => ({
    clientId: `client-${id}`,
    conversationId,
    text: `ข้อความ ${id}`,
    image: null,
    createdAt: '2026-12-01T10:00:00.000Z',
  });
  const outboxArb = fc
    .uniqueArray(fc.integer({ min: 1, max: IDS }), { maxLength: 10 })
    .map((ids) => ids.map((id) => pendingOf(id, 1 + (id % 3))));

  it('keeps messages in the order typed, and removes one by its client id', () => {
    fc.assert(
      fc.property(outboxArb, fc.integer({ min: 1, max: IDS }), (outbox, id) => {
        const typed = outbox.reduce(addPending, [] as PendingMessage[]);
        expect(typed).toEqual(outbox);
        const removed = removePending(typed, `client-${id}`);
        expect(removed).toEqual(outbox.filter((message) => message.clientId !== `client-${id}`));
      }),
      RUNS,
    );
  });

  it('sends next the first messages not sent on this socket, in the order typed, as far as the budget goes', () => {
    fc.assert(
      fc.property(
        outboxArb,
        fc.array(fc.integer({ min: 1, max: IDS })),
        fc.integer({ min: -2, max: 12 }),
        (outbox, sentIds, budget) => {
          const sent = sentIds.map((id) => `client-${id}`);
          const next = nextToSend(outbox, sent, budget);
          const unsent = outbox.filter((message) => !sent.includes(message.clientId));
          expect(next).toEqual(unsent.slice(0, Math.max(0, budget)));
        },
      ),
      RUNS,
    );
  });

  it('paces sends under the frame limit: hello, pings and messages of any window in two thirds of it', () => {
    // 30 frames in 10 s, the server's: two messages at the welcome and at each ping.
    expect(sendsPerPing({ frames: 30, seconds: 10 })).toBe(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 3600 }),
        (frames, seconds) => {
          const sends = sendsPerPing({ frames, seconds });
          expect(Number.isInteger(sends) && sends >= 1).toBe(true);
          // The socket's own frames at the welcome (its hello) and each ping after it, at worst
          // aligned: a window of `seconds` holds the welcome's and every ping's within it.
          const window = seconds * 1000;
          const intervals = Math.floor(window / PING_INTERVAL_MS) + 1;
          const own = intervals * (1 + sends);
          // Where even a ping each interval passes that, one message each still goes.
          if (intervals * 2 <= (frames * 2) / 3) expect(own).toBeLessThanOrEqual((frames * 2) / 3);
          else expect(sends).toBe(1);
        },
      ),
      RUNS,
    );
  });

  it('settles the pending message a stored one was sent as, and only that one', () => {
    fc.assert(
      fc.property(outboxArb, fc.integer({ min: 1, max: IDS }), (outbox, id) => {
        const stored = messageOf(id);
        const settled = settle(outbox, stored);
        expect(
          settled.some(
            (message) =>
              message.clientId === stored.clientId &&
              message.conversationId === stored.conversationId,
          ),
        ).toBe(false);
        expect(settled.length).toBeGreaterThanOrEqual(outbox.length - 1);
        expect(outbox.filter((message) => !settled.includes(message)).length).toBe(
          outbox.length - settled.length,
        );
        // Settled twice (the ack after the message pushed): nothing more goes.
        expect(settle(settled, stored)).toEqual(settled);
      }),
      RUNS,
    );
  });

  it('does not settle a message of the same client id in another conversation', () => {
    const pending = pendingOf(6, 2);
    expect(settle([pending], { ...messageOf(6), conversationId: 3 })).toEqual([pending]);
    expect(settle([pending], { ...messageOf(6), conversationId: 2 })).toEqual([]);
  });

  it('sends a pending message under its own client id', () => {
    expect(sendFrameOf(pendingOf(2))).toEqual({
      type: 'send',
      conversationId: 1,
      clientId: 'client-2',
      text: 'ข้อความ 2',
    });
  });

  it('sends a picture by its name, with a text or without one', () => {
    const image = { name: `${'a'.repeat(22)}.webp`, url: '/uploads/chat/x', width: 4, height: 3 };
    expect(sendFrameOf({ ...pendingOf(2), image })).toEqual({
      type: 'send',
      conversationId: 1,
      clientId: 'client-2',
      text: 'ข้อความ 2',
      imageName: image.name,
    });
    expect(sendFrameOf({ ...pendingOf(3), text: '', image })).toEqual({
      type: 'send',
      conversationId: 1,
      clientId: 'client-3',
      imageName: image.name,
    });
  });

  it('sends a text the contract takes, a picture alone, or both; never nothing or too long', () => {
    const image = { name: `${'a'.repeat(22)}.webp`, url: '/uploads/chat/x', width: 4, height: 3 };
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), fc.boolean(), (text, withImage) => {
        const sendable = isSendable(text, withImage ? image : null);
        if (isChatText(text)) expect(sendable).toBe(true);
        else if (/\S/.test(text)) expect(sendable).toBe(false);
        else expect(sendable).toBe(withImage);
      }),
      RUNS,
    );
  });

  it('takes a text the contract takes: something besides spaces, at most 2000 characters', () => {
    expect(['สวัสดี', ' a ', 'ก'.repeat(2000), '😀'.repeat(2000)].map(isChatText)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '   ', '\n\t', 'ก'.repeat(2001)].map(isChatText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  describe("a message frame's unread count for its conversation", () => {
    const entryOf = fc.record({
      conversationId: fc.integer({ min: 1, max: 8 }),
      count: fc.integer({ min: 0, max: 50 }),
      lastReadSeq: fc.integer({ min: 0, max: 500 }),
    });
    // What the server sends: one entry a conversation, none at 0, the total their sum.
    const unreadOf = fc
      .uniqueArray(
        entryOf.filter((entry) => entry.count > 0),
        {
          selector: (entry) => entry.conversationId,
        },
      )
      .map((conversations) => ({
        total: conversations.reduce((sum, entry) => sum + entry.count, 0),
        conversations,
      }));

    it("replaces that conversation's count alone, and the total stays their sum", () => {
      fc.assert(
        fc.property(unreadOf, entryOf, (unread, entry) => {
          const next = withUnreadEntry(unread, entry);
          expect(next.total).toBe(next.conversations.reduce((sum, kept) => sum + kept.count, 0));
          expect(
            next.conversations.find((kept) => kept.conversationId === entry.conversationId),
          ).toEqual(entry.count > 0 ? entry : undefined);
          const others = (list: typeof unread.conversations) =>
            list
              .filter((kept) => kept.conversationId !== entry.conversationId)
              .sort((a, b) => a.conversationId - b.conversationId);
          expect(others(next.conversations)).toEqual(others(unread.conversations));
          expect(next.conversations.every((kept) => kept.count > 0)).toBe(true);
          // The same frame heard twice (a reader's other tab) changes nothing more.
          expect(withUnreadEntry(next, entry)).toEqual(next);
        }),
        RUNS,
      );
    });

    it('drops a conversation read to its end, and adds one newly unread', () => {
      const unread = { total: 3, conversations: [{ conversationId: 2, count: 3, lastReadSeq: 1 }] };
      expect(withUnreadEntry(unread, { conversationId: 2, count: 0, lastReadSeq: 4 })).toEqual({
        total: 0,
        conversations: [],
      });
      expect(withUnreadEntry(unread, { conversationId: 1, count: 2, lastReadSeq: 0 })).toEqual({
        total: 5,
        conversations: [
          { conversationId: 1, count: 2, lastReadSeq: 0 },
          { conversationId: 2, count: 3, lastReadSeq: 1 },
        ],
      });
    });
  });
});

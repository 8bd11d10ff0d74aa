// The rules of the chat socket (the chat issue): how long to wait before connecting again (a
// growing, jittered pause with a cap), how messages held are merged (one per id, ordered by
// their number in the conversation, whatever order they came in), what the hello frame names
// (the last number held per conversation), and the outbox of messages typed but not yet stored
// (each under its client id, so a resend stores nothing twice and the stored one replaces it),
// sent a few at each ping so the socket stays under the frame limit its welcome told.
import type { components } from '../../openapi/storefront.d.ts';

type Schemas = components['schemas'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatUnread = Schemas['ChatUnread'];
export type ChatUnreadEntry = Schemas['ChatUnreadEntry'];
export type ChatClientFrame = Schemas['ChatClientFrame'];
export type ChatServerFrame = Schemas['ChatServerFrame'];
export type ChatFrameLimit = Schemas['ChatFrameLimit'];

/** The first pause before connecting again; each attempt doubles it. */
export const RETRY_BASE_MS = 500;
/** The longest pause before connecting again. */
export const RETRY_CAP_MS = 30_000;
/**
 * How long a connection may take to open before it is given up and tried again: a network
 * that drops packets leaves a socket connecting for as long as the browser lets it.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** The spec's chat socket check: while open, an application-level ping every 2 s. */
export const PING_INTERVAL_MS = 2000;
/**
 * The close code of a socket whose session ended, signed out here or elsewhere (the contract's
 * chat tag): connecting again would be refused, so the chat stops and the session ends.
 */
export const SIGNED_OUT_CLOSE_CODE = 4401;
/** The contract's bound on the hello frame's `after` list. */
export const HELLO_AFTER_MAX = 500;
/** The contract's bound on a message's text, in characters. */
export const CHAT_TEXT_MAX = 2000;

/** The ceiling of the pause before connecting again: 500 ms doubled per attempt, at most 30 s. */
export function retryCeilingMs(attempt: number): number {
  const step = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  // 2 ** 60 and on is far past the cap: the power is never computed out of range.
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(step, 60));
}

/**
 * The pause before connecting again after `attempt` failed ones, with equal jitter: half the
 * ceiling, plus `random` (in [0, 1)) of the other half, in whole milliseconds. Clients dropped
 * together (a server restart) come back spread over the second half, not all at once.
 */
export function retryDelayMs(attempt: number, random: number): number {
  const ceiling = retryCeilingMs(attempt);
  const share = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.min(ceiling, Math.floor(ceiling / 2 + (share * ceiling) / 2));
}

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq || a.id - b.id;

/**
 * `list` with `incoming` merged in: one message per id (a later copy wins), ordered by the
 * number the conversation gave it (`seq`). Merging again what was merged changes nothing, and
 * messages merged in any order give the same list.
 */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...list, ...incoming]) byId.set(message.id, message);
  return [...byId.values()].sort(bySeq);
}

/** Messages held per conversation, each list ordered by `seq`. */
export type MessagesByConversation = Record<number, ChatMessage[]>;

/** `incoming` (of any conversations) merged into the lists of their conversations. */
export function mergeByConversation(
  messages: MessagesByConversation,
  incoming: ChatMessage[],
): MessagesByConversation {
  if (incoming.length === 0) return messages;
  const grouped = new Map<number, ChatMessage[]>();
  for (const message of incoming) {
    grouped.set(message.conversationId, [...(grouped.get(message.conversationId) ?? []), message]);
  }
  const merged = { ...messages };
  for (const [conversationId, more] of grouped)
    merged[conversationId] = mergeMessages(messages[conversationId] ?? [], more);
  return merged;
}

export interface LastSeq {
  conversationId: number;
  seq: number;
}

/**
 * The hello frame's `after`: the highest `seq` held per conversation, by conversation id; 0 for
 * one held with nothing in it yet (its first message may come while the socket is down).
 */
export function lastSeqs(messages: MessagesByConversation): LastSeq[] {
  return Object.entries(messages)
    .map(([conversationId, list]) => ({
      conversationId: Number(conversationId),
      seq: list.reduce((highest, message) => Math.max(highest, message.seq), 0),
    }))
    .sort((a, b) => a.conversationId - b.conversationId);
}

/**
 * What the hello frame names: `lastSeqs`, at most the contract's 500. Beyond that, the
 * conversations with the highest numbers are named; one left out is read over HTTP again when
 * the shopper opens it.
 */
export function helloAfter(messages: MessagesByConversation, max = HELLO_AFTER_MAX): LastSeq[] {
  const all = lastSeqs(messages);
  if (all.length <= max) return all;
  const kept = new Set(
    [...all]
      .sort((a, b) => b.seq - a.seq || a.conversationId - b.conversationId)
      .slice(0, max)
      .map((last) => last.conversationId),
  );
  return all.filter((last) => kept.has(last.conversationId));
}

/** A text the contract takes: something besides spaces, at most 2000 characters. */
export const isChatText = (text: string): boolean =>
  /\S/.test(text) && [...text].length <= CHAT_TEXT_MAX;

/** A picture uploaded into a conversation, to be sent in a message. */
export type ChatImage = NonNullable<ChatMessage['image']>;

/**
 * What can be sent: a text the contract takes, a picture with no text (spaces only count as
 * none), or both; never a text too long, picture or not.
 */
export const isSendable = (text: string, image: ChatImage | null): boolean =>
  isChatText(text) || (image !== null && !/\S/.test(text));

/** A message typed and not yet stored: the screen shows it as pending. */
export interface PendingMessage {
  /** The sender's own id for it: a resend under it stores nothing twice. */
  clientId: string;
  conversationId: number;
  /** Empty with a picture alone. */
  text: string;
  image: ChatImage | null;
  createdAt: string;
}

/** The outbox with `message` typed last. */
export const addPending = (
  pending: PendingMessage[],
  message: PendingMessage,
): PendingMessage[] => [...pending, message];

/** The outbox without the message sent under `clientId`. */
export const removePending = (pending: PendingMessage[], clientId: string): PendingMessage[] =>
  pending.filter((message) => message.clientId !== clientId);

/** The outbox once `message` is stored: the pending one it was sent as is gone. */
export const settle = (pending: PendingMessage[], message: ChatMessage): PendingMessage[] =>
  pending.filter(
    (waiting) =>
      waiting.clientId !== message.clientId || waiting.conversationId !== message.conversationId,
  );

/** The frame that sends a pending message (again, after a reconnect, under the same id). */
export const sendFrameOf = ({
  conversationId,
  clientId,
  text,
  image,
}: PendingMessage): ChatClientFrame => ({
  type: 'send',
  conversationId,
  clientId,
  ...(isChatText(text) ? { text } : {}),
  ...(image ? { imageName: image.name } : {}),
});

export const noUnread: ChatUnread = { total: 0, conversations: [] };

/**
 * The unread counts once one conversation's count is `entry` (a message frame carries its
 * conversation's): that conversation's entry replaced (left out at 0, as the server leaves it),
 * the others kept, the total their sum, the list in conversation order.
 */
export function withUnreadEntry(unread: ChatUnread, entry: ChatUnreadEntry): ChatUnread {
  const conversations = [
    ...unread.conversations.filter((kept) => kept.conversationId !== entry.conversationId),
    ...(entry.count > 0 ? [entry] : []),
  ].sort((a, b) => a.conversationId - b.conversationId);
  return { total: conversations.reduce((sum, kept) => sum + kept.count, 0), conversations };
}

/**
 * The ping intervals a window of the frame limit overlaps at worst, counting the welcome's as
 * one: the sends of that many intervals may fall in one window.
 */
const intervalsPerWindow = (limit: ChatFrameLimit) =>
  Math.ceil((limit.seconds * 1000) / PING_INTERVAL_MS) + 1;

/**
 * How many messages go at the welcome and at each ping after it: the frames the socket sends of
 * its own accord (the hello or a ping, and these, each interval) take at most two thirds of the
 * limit in any window, leaving a third for reads; at least one, so an outbox always drains. At
 * 30 frames in 10 s: 2, a message a second.
 */
export function sendsPerPing(limit: ChatFrameLimit): number {
  const intervals = intervalsPerWindow(limit);
  return Math.max(1, Math.floor((limit.frames * 2) / 3 / intervals) - 1);
}

/**
 * What goes now: the first `budget` messages of the outbox, in the order typed, not yet sent on
 * this socket (`sentOnSocket`, their client ids).
 */
export function nextToSend(
  pending: PendingMessage[],
  sentOnSocket: readonly string[],
  budget: number,
): PendingMessage[] {
  const sent = new Set(sentOnSocket);
  return pending.filter((message) => !sent.has(message.clientId)).slice(0, Math.max(0, budget));
}

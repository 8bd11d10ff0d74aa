// The chat socket's sample frames: one conversation with a store, its older history read over
// HTTP, the welcome of a reconnect with what was missed, a message of ours stored (its ack, or
// the stored message pushed before it), the store's reply, pongs and refusals. QA's paths, the
// gallery and the machine tests start from these.
import type { AnyEventObject } from 'xstate';
import type { ChatSocketContext } from '../chat/chat-socket.machine';
import type { ChatMessage, ChatServerFrame } from '../chat/chat-socket-rules';

export const CHAT_CONVERSATION_ID = 5;
/** The client id every sample message of ours is sent under. */
export const CHAT_CLIENT_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

export const chatMessage = (
  fields: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'seq'>,
): ChatMessage => ({
  conversationId: CHAT_CONVERSATION_ID,
  clientId: `00000000-0000-4000-8000-${String(fields.id).padStart(12, '0')}`,
  fromMe: false,
  text: `ข้อความ ${fields.seq}`,
  image: null,
  createdAt: `2026-12-01T10:0${Math.min(fields.seq, 9)}:00.000Z`,
  ...fields,
});

/** What the history call answers: the two oldest messages. */
export const chatHistory = [
  chatMessage({ id: 501, seq: 1, text: 'สวัสดีค่ะ มีน้ำผึ้งขนาด 1 กิโลไหมคะ', fromMe: true }),
  chatMessage({ id: 502, seq: 2, text: 'มีค่ะ ราคา 459 บาท' }),
];

/** The store's message sent while the socket was down. */
export const chatMissed = chatMessage({ id: 503, seq: 3, text: 'ส่งฟรีทั่วประเทศค่ะ' });

/** Ours, stored under the sample client id. */
export const chatStored = chatMessage({
  id: 504,
  seq: 4,
  clientId: CHAT_CLIENT_ID,
  fromMe: true,
  text: 'รับ 2 ขวดค่ะ',
});

/** The store's answer to it. */
export const chatReply = chatMessage({ id: 505, seq: 5, text: 'ขอบคุณค่ะ' });

/** The server's frame limit, as a welcome tells it: 2 messages go at the welcome and each ping. */
export const chatFrameLimit = { frames: 30, seconds: 10 };

export const chatUnread = {
  total: 1,
  conversations: [{ conversationId: CHAT_CONVERSATION_ID, count: 1, lastReadSeq: 2 }],
};

/** A message frame's count for a conversation with nothing unread (one's own message). */
export const noneUnreadIn = (conversationId: number) => ({
  conversationId,
  count: 0,
  lastReadSeq: 0,
});

const frame = (server: ChatServerFrame): AnyEventObject => ({
  type: 'chat.socket.frame',
  frame: server,
});

export const chatSocketInputs = [{ random: () => 0.5, makeClientId: () => CHAT_CLIENT_ID }];

export const chatSocketEvents: AnyEventObject[] = [
  { type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: chatStored.text },
  // Spaces only: the contract takes no such text, nothing is kept.
  { type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: '   ' },
  { type: 'chat.read', conversationId: CHAT_CONVERSATION_ID, seq: 3 },
  { type: 'chat.history.loaded', conversationId: CHAT_CONVERSATION_ID, messages: chatHistory },
  frame({ type: 'welcome', missed: [chatMissed], unread: chatUnread, frameLimit: chatFrameLimit }),
  frame({ type: 'ack', clientId: CHAT_CLIENT_ID, message: chatStored }),
  frame({ type: 'message', message: chatStored, unread: noneUnreadIn(CHAT_CONVERSATION_ID) }),
  frame({
    type: 'message',
    message: chatReply,
    unread: { conversationId: CHAT_CONVERSATION_ID, count: 1, lastReadSeq: 4 },
  }),
  frame({ type: 'unread', unread: { total: 0, conversations: [] } }),
  frame({ type: 'pong', n: 1 }),
  frame({ type: 'pong', n: 2 }),
  frame({ type: 'refused', clientId: CHAT_CLIENT_ID, message: 'ข้อความยาวเกินไป' }),
  frame({ type: 'refused', clientId: null, message: 'ไม่พบการสนทนานี้' }),
];

/**
 * QA's view of the chat socket's context: the outbox and the refusals have no bound (a shopper
 * may type forever) and the pings and attempts count on, so the model tells states apart by
 * what the guards read (whether the welcome came, the pings unanswered, which ping is awaited)
 * and what the screens show (the socket open, pending bubbles, a refusal, messages, unread).
 */
export function chatSocketContextView(context: ChatSocketContext) {
  return {
    isSocketOpen: context.isSocketOpen,
    synced: context.sendsPerPing > 0,
    budget: context.sendBudget > 0,
    ping: Math.min(context.pingN, 2),
    pingsUnanswered: context.pingsUnanswered,
    retrying: context.attempt > 0,
    pending: context.pending.length > 0,
    refused: context.refused.length > 0,
    stored: Object.values(context.messages).reduce((sum, list) => sum + list.length, 0),
    unread: context.unread.total,
  };
}

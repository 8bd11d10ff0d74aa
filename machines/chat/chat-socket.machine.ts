// The chat's socket (the chat issue; spec: the chat socket check, 2000 ms): connecting, open,
// stale, waiting to retry, closed. Open, it says hello with the last number it holds per
// conversation, and the server's welcome answers what it missed and the unread counts in one
// frame. An application-level ping goes every 2 s: one missed answer makes it stale, two and
// the socket is judged dead and connected again after a growing, jittered pause with a cap.
// Messages typed are kept in an outbox under their own client id, shown as pending, and sent in
// order once the welcome came, a few at the welcome and at each ping (sendsPerPing), so the
// socket stays under the frame limit the welcome told: a resend after a lost acknowledgement
// stores nothing twice, and the stored message replaces the pending one. Messages are held per
// conversation in the order of their number there (seq). A socket the server closes because its
// session ended stops the chat, and the machine tells the app (chat.signedOut), whose session
// then ends.
import { type AnyActorRef, assertEvent, assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { unwired } from '../shared/unwired';
import {
  type ChatSocketApi,
  type ChatSocketSignalEvent,
  createChatSocketActors,
  type SocketSend,
} from './chat-socket.actors';
import {
  addPending,
  type ChatClientFrame,
  type ChatImage,
  type ChatMessage,
  type ChatServerFrame,
  type ChatUnread,
  CONNECT_TIMEOUT_MS,
  helloAfter,
  isChatText,
  isSendable,
  type MessagesByConversation,
  mergeByConversation,
  nextToSend,
  noUnread,
  type PendingMessage,
  PING_INTERVAL_MS,
  removePending,
  retryDelayMs,
  sendFrameOf,
  sendsPerPing,
  settle,
  withUnreadEntry,
} from './chat-socket-rules';

export interface ChatSocketInput {
  /** In [0, 1): the retry pause's jitter (Math.random unless given: tests give their own). */
  random?: () => number;
  /** A new message's client id (a random UUID unless given). */
  makeClientId?: () => string;
}

/** A frame the server refused, for the screen: a message's (its client id), or another's. */
export interface ChatRefusal {
  clientId: string | null;
  message: string;
}

export interface ChatSocketContext {
  isSocketOpen: boolean;
  /**
   * Messages that go at the welcome and at each ping after it on this socket (its frame limit
   * allows that many); 0 until the welcome came: nothing is sent before it.
   */
  sendsPerPing: number;
  /** Messages that may still go before the next ping. */
  sendBudget: number;
  /** The outbox's client ids sent on this socket (each goes once a socket). */
  sentOnSocket: string[];
  /** Messages held per conversation id, each list ordered by seq. */
  messages: MessagesByConversation;
  /** The outbox, in the order typed: shown as pending until stored. */
  pending: PendingMessage[];
  refused: ChatRefusal[];
  unread: ChatUnread;
  /** The last ping's n on this socket. */
  pingN: number;
  /** Pings sent since the last answer. */
  pingsUnanswered: number;
  /** Connections failed since the last welcome. */
  attempt: number;
  /** The pause before connecting again. */
  retryDelayMs: number;
  random: () => number;
  makeClientId: () => string;
}

export type ChatSocketEvent =
  | ChatSocketSignalEvent
  | { type: 'chat.send'; conversationId: number; text: string; image?: ChatImage }
  | { type: 'chat.read'; conversationId: number; seq: number }
  | { type: 'chat.history.loaded'; conversationId: number; messages: ChatMessage[] }
  | { type: 'chat.refusal.dismiss' }
  | { type: 'chat.stop' };

type FrameKind = ChatServerFrame['type'];
type FrameOf<Kind extends FrameKind> = Extract<ChatServerFrame, { type: Kind }>;

/** The event's frame, of the kind its transition's guard checked. */
function frameOf<Kind extends FrameKind>(event: ChatSocketEvent, kind: Kind): FrameOf<Kind> {
  assertEvent(event, 'chat.socket.frame');
  if (event.frame.type !== kind) throw new Error(`chatSocket: ${event.frame.type} is not ${kind}`);
  return event.frame as FrameOf<Kind>;
}

const isFrame =
  (kind: FrameKind) =>
  ({ event }: { event: ChatSocketEvent }) =>
    event.type === 'chat.socket.frame' && event.frame.type === kind;

/**
 * The invoked socket. A model of the machine without its actors (QA's timeless model) has none:
 * what it would send then goes to the machine itself, which takes no `socket.send`, instead of
 * failing the step. The machine sends only in states where its socket runs.
 */
const socketOf = ({ self }: { self: AnyActorRef }): AnyActorRef =>
  self.getSnapshot()?.children?.socket ?? self;

const command = (frame: ChatClientFrame): SocketSend => ({ type: 'socket.send', frame });

const newUuid = () => globalThis.crypto.randomUUID();

/**
 * What the app sends, taken in every state but closed (a final state at the top takes nothing:
 * these are the running states' own, not the root's). A message is kept in any of them.
 */
const appEvents = {
  'chat.history.loaded': { actions: 'takeHistory' },
  'chat.refusal.dismiss': { actions: 'forgetRefusals' },
  'chat.stop': '#chatSocket.closed',
} as const;

/** An open socket the server closed because its session ended (a close code needs an open one). */
const closedSignedOut = { 'chat.socket.signedOut': '#chatSocket.signedOut' } as const;

export const chatSocketMachine = setup({
  types: {
    context: {} as ChatSocketContext,
    events: {} as ChatSocketEvent,
    input: {} as ChatSocketInput | undefined,
    emitted: {} as { type: 'chat.signedOut' },
  },
  actors: createChatSocketActors(unwired<ChatSocketApi>('chatSocket')),
  delays: {
    /** A connection not open by then is given up. */
    connectTimeout: CONNECT_TIMEOUT_MS,
    /** The spec's chat socket check: a ping every 2000 ms while open. */
    pingInterval: PING_INTERVAL_MS,
    /** The pause planned on entering waitingToRetry. */
    retryDelay: ({ context }) => context.retryDelayMs,
  },
  actions: {
    markSocketOpen: assign({ isSocketOpen: true, pingsUnanswered: 0 }),
    /** Each socket counts its own pings from 1. */
    markSocketDown: assign({
      isSocketOpen: false,
      sendsPerPing: 0,
      sendBudget: 0,
      sentOnSocket: [],
      pingN: 0,
      pingsUnanswered: 0,
    }),
    sendHello: sendTo(socketOf, ({ context }) =>
      command({ type: 'hello', after: helloAfter(context.messages) }),
    ),
    notePing: assign(({ context }) => ({
      pingN: context.pingN + 1,
      pingsUnanswered: context.pingsUnanswered + 1,
    })),
    sendPing: sendTo(socketOf, ({ context }) => command({ type: 'ping', n: context.pingN })),
    takeWelcome: assign(({ context, event }) => {
      const { missed, unread, frameLimit } = frameOf(event, 'welcome');
      const sends = sendsPerPing(frameLimit);
      return {
        messages: mergeByConversation(context.messages, missed),
        // A message the welcome names as stored was stored before its ack could come.
        pending: missed.reduce(settle, context.pending),
        unread,
        attempt: 0,
        sendsPerPing: sends,
        sendBudget: sends,
      };
    }),
    /** Each ping lets that many more go. */
    refillSends: assign(({ context }) => ({ sendBudget: context.sendsPerPing })),
    /**
     * The outbox not yet sent on this socket, in the order typed, as far as the budget goes;
     * what the server has already is not stored again.
     */
    sendPending: enqueueActions(({ context, enqueue }) => {
      const next = nextToSend(context.pending, context.sentOnSocket, context.sendBudget);
      if (next.length === 0) return;
      for (const message of next) enqueue.sendTo(socketOf, command(sendFrameOf(message)));
      const waiting = new Set(context.pending.map((message) => message.clientId));
      enqueue.assign({
        sentOnSocket: [
          ...context.sentOnSocket.filter((clientId) => waiting.has(clientId)),
          ...next.map((message) => message.clientId),
        ],
        sendBudget: context.sendBudget - next.length,
      });
    }),
    takeAck: assign(({ context, event }) => {
      const { clientId, message } = frameOf(event, 'ack');
      return {
        messages: mergeByConversation(context.messages, [message]),
        pending: removePending(settle(context.pending, message), clientId),
      };
    }),
    takeMessage: assign(({ context, event }) => {
      const { message, unread } = frameOf(event, 'message');
      return {
        messages: mergeByConversation(context.messages, [message]),
        pending: settle(context.pending, message),
        unread: withUnreadEntry(context.unread, unread),
      };
    }),
    takeUnread: assign(({ event }) => ({ unread: frameOf(event, 'unread').unread })),
    takePong: assign({ pingsUnanswered: 0 }),
    takeRefusal: assign(({ context, event }) => {
      const { clientId, message } = frameOf(event, 'refused');
      return {
        refused: [...context.refused, { clientId, message }],
        // Never to be stored: the pending bubble goes, the refusal says why.
        pending: clientId === null ? context.pending : removePending(context.pending, clientId),
      };
    }),
    planRetry: assign(({ context }) => ({
      retryDelayMs: retryDelayMs(context.attempt, context.random()),
      attempt: context.attempt + 1,
    })),
    addPending: assign(({ context, event }) => {
      assertEvent(event, 'chat.send');
      return {
        pending: addPending(context.pending, {
          clientId: context.makeClientId(),
          conversationId: event.conversationId,
          text: isChatText(event.text) ? event.text : '',
          image: event.image ?? null,
          createdAt: new Date().toISOString(),
        }),
      };
    }),
    sendRead: sendTo(socketOf, ({ event }) => {
      assertEvent(event, 'chat.read');
      return command({ type: 'read', conversationId: event.conversationId, seq: event.seq });
    }),
    takeHistory: assign(({ context, event }) => {
      assertEvent(event, 'chat.history.loaded');
      const { conversationId } = event;
      const merged = mergeByConversation(
        context.messages,
        event.messages.filter((message) => message.conversationId === conversationId),
      );
      return {
        messages: conversationId in merged ? merged : { ...merged, [conversationId]: [] },
        pending: event.messages.reduce(settle, context.pending),
      };
    }),
    forgetRefusals: assign({ refused: [] }),
    tellSignedOut: emit({ type: 'chat.signedOut' }),
  },
  guards: {
    /** The last ping was answered (or none was sent on this socket yet). */
    pingAnswered: ({ context }) => context.pingsUnanswered === 0,
    isCurrentPong: ({ context, event }) =>
      event.type === 'chat.socket.frame' &&
      event.frame.type === 'pong' &&
      event.frame.n === context.pingN,
    isWelcome: isFrame('welcome'),
    isAck: isFrame('ack'),
    isMessage: isFrame('message'),
    isUnread: isFrame('unread'),
    isRefused: isFrame('refused'),
    isSocketOpen: ({ context }) => context.isSocketOpen,
    isSendable: ({ event }) =>
      event.type === 'chat.send' && isSendable(event.text, event.image ?? null),
  },
}).createMachine({
  id: 'chatSocket',
  context: ({ input }) => ({
    isSocketOpen: false,
    sendsPerPing: 0,
    sendBudget: 0,
    sentOnSocket: [],
    messages: {},
    pending: [],
    refused: [],
    unread: noUnread,
    pingN: 0,
    pingsUnanswered: 0,
    attempt: 0,
    retryDelayMs: 0,
    random: input?.random ?? Math.random,
    makeClientId: input?.makeClientId ?? newUuid,
  }),
  initial: 'connected',
  states: {
    /** A socket, from its opening to its close. */
    connected: {
      invoke: { id: 'socket', src: 'socket' },
      exit: 'markSocketDown',
      initial: 'connecting',
      on: {
        ...appEvents,
        // Kept, and sent at once if the welcome came and the budget has room, after the
        // outbox it joins; else at a ping.
        'chat.send': { guard: 'isSendable', actions: ['addPending', 'sendPending'] },
        'chat.read': { guard: 'isSocketOpen', actions: 'sendRead' },
        'chat.socket.closed': 'waitingToRetry',
        'chat.socket.frame': [
          { guard: 'isWelcome', actions: ['takeWelcome', 'sendPending'] },
          { guard: 'isAck', actions: 'takeAck' },
          { guard: 'isMessage', actions: 'takeMessage' },
          { guard: 'isUnread', actions: 'takeUnread' },
          // A late pong, for an older ping, changes nothing.
          { guard: 'isCurrentPong', actions: 'takePong' },
          { guard: 'isRefused', actions: 'takeRefusal' },
        ],
      },
      states: {
        connecting: {
          on: {
            'chat.socket.opened': { target: 'open', actions: ['markSocketOpen', 'sendHello'] },
          },
          // Leaving closes the socket still connecting.
          after: { connectTimeout: '#chatSocket.waitingToRetry' },
        },
        open: {
          on: closedSignedOut,
          after: {
            pingInterval: [
              {
                guard: 'pingAnswered',
                target: 'open',
                reenter: true,
                actions: ['notePing', 'sendPing', 'refillSends', 'sendPending'],
              },
              // One missed answer.
              { target: 'stale', actions: ['notePing', 'sendPing'] },
            ],
          },
        },
        /** One ping unanswered: open still, until the next one is missed too. */
        stale: {
          on: {
            ...closedSignedOut,
            'chat.socket.frame': { guard: 'isCurrentPong', target: 'open', actions: 'takePong' },
          },
          // Two missed: the socket is judged dead, and leaving closes it.
          after: { pingInterval: '#chatSocket.waitingToRetry' },
        },
      },
    },
    waitingToRetry: {
      entry: 'planRetry',
      // Typed while down: kept, and sent after the next welcome. A read is not sent.
      on: { ...appEvents, 'chat.send': { guard: 'isSendable', actions: 'addPending' } },
      after: { retryDelay: 'connected' },
    },
    /** Stopped by the app (signed out, the chat left): the socket closed, nothing more. */
    closed: { type: 'final' },
    /** The server closed the socket, its session ended: connecting again would be refused. */
    signedOut: { type: 'final', entry: 'tellSignedOut' },
  },
});

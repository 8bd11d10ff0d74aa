// The chatSocket machine (the chat issue; spec: the chat socket check, 2000 ms), on a simulated
// clock over fake sockets the test opens, closes and answers: hello with the last numbers held,
// a ping every 2 s, stale after one missed answer and dead after two, the pause before
// connecting again growing, jittered and capped, messages typed meanwhile kept pending and sent
// in order after the welcome, and each stored once whatever is sent again. Then QA's model
// paths, replayed on the real machine, through every state and transition.
import { describe, expect, it } from 'vitest';
import {
  type ChatClientFrame,
  type ChatServerFrame,
  type ChatSocketApi,
  CONNECT_TIMEOUT_MS,
  chatSocketMachine,
  createChatSocketActors,
  PING_INTERVAL_MS,
  retryDelayMs,
  type SocketSignal,
} from '../../machines';
import {
  CHAT_CONVERSATION_ID,
  chatFrameLimit,
  chatHistory,
  chatMessage,
  chatMissed,
  chatReply,
  chatSocketEvents,
  chatSocketInputs,
  chatStored,
  chatUnread,
  noneUnreadIn,
} from '../../machines/qa/chat-socket-samples';
import { createCoverage } from '../../machines/qa/inventory';
import { screenPathsOf } from '../../machines/qa/screen-paths';
import { startOnClock } from './helpers';
import { replayPath } from './model-paths';

interface FakeSocket {
  sent: ChatClientFrame[];
  closed: boolean;
  /** The socket as the browser would tell it: opened, closed, a frame. */
  signal(signal: SocketSignal): void;
  frame(frame: ChatServerFrame): void;
}

/** Sockets opened by the machine, in order; each is the test's to open, answer and close. */
function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const api: ChatSocketApi = {
    open(listener) {
      const socket: FakeSocket = {
        sent: [],
        closed: false,
        signal: listener,
        frame: (frame) => listener({ kind: 'frame', frame }),
      };
      sockets.push(socket);
      return {
        send: (frame) => socket.sent.push(frame),
        close: () => {
          socket.closed = true;
        },
      };
    },
  };
  return { api, sockets };
}

function start(input: { random?: () => number } = {}) {
  const { api, sockets } = fakeSockets();
  let ids = 0;
  const { actor, clock } = startOnClock(
    chatSocketMachine.provide({ actors: createChatSocketActors(api) }),
    { input: { random: () => 0.5, makeClientId: () => `client-${++ids}`, ...input } },
  );
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket opened');
    return last;
  };
  const state = () => actor.getSnapshot();
  return { actor, clock, sockets, socket, state };
}

type Started = ReturnType<typeof start>;

/** The socket opens and the server welcomes it. */
function welcomed(started: Started, missed = [] as typeof chatHistory, unread = chatUnread) {
  started.socket().signal({ kind: 'opened' });
  started.socket().frame({ type: 'welcome', missed, unread, frameLimit: chatFrameLimit });
}

/** The current socket dies and the pause before the next one passes: a new socket, connecting. */
function reconnect({ socket, clock, state }: Started) {
  socket().signal({ kind: 'closed' });
  clock.increment(state().context.retryDelayMs);
  expect(state().matches({ connected: 'connecting' })).toBe(true);
}

const sendsOf = (frames: ChatClientFrame[]) =>
  frames.flatMap((frame) => (frame.type === 'send' ? [frame.text] : []));

describe('chatSocket machine', () => {
  it('connects at once; a socket closed before it opened waits to connect again', () => {
    const { state, socket, sockets } = start();
    expect(state().matches({ connected: 'connecting' })).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(state().context.isSocketOpen).toBe(false);
    socket().signal({ kind: 'closed' });
    expect(state().matches('waitingToRetry')).toBe(true);
    expect(state().context).toMatchObject({ attempt: 1, retryDelayMs: 375 });
  });

  it('gives up a connection not open after 10 s: closes it and waits to connect again', () => {
    const { clock, state, sockets } = start();
    clock.increment(CONNECT_TIMEOUT_MS - 1);
    expect(state().matches({ connected: 'connecting' })).toBe(true);
    clock.increment(1);
    expect(state().matches('waitingToRetry')).toBe(true);
    expect(sockets[0]?.closed).toBe(true);
    expect(state().context.attempt).toBe(1);
    clock.increment(state().context.retryDelayMs);
    expect(sockets).toHaveLength(2);
    // Open in time, the next one is kept past the 10 s, its pings answered.
    sockets[1]?.signal({ kind: 'opened' });
    for (let n = 1; n <= CONNECT_TIMEOUT_MS / PING_INTERVAL_MS + 1; n++) {
      clock.increment(PING_INTERVAL_MS);
      sockets[1]?.frame({ type: 'pong', n });
    }
    expect(state().matches({ connected: 'open' })).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('says hello with the highest seq held per conversation, then pings every 2000 ms', () => {
    const { actor, clock, socket, state } = start();
    actor.send({
      type: 'chat.history.loaded',
      conversationId: CHAT_CONVERSATION_ID,
      messages: chatHistory,
    });
    actor.send({
      type: 'chat.history.loaded',
      conversationId: 9,
      messages: [chatMessage({ id: 901, seq: 7, conversationId: 9 })],
    });
    actor.send({ type: 'chat.history.loaded', conversationId: 12, messages: [] });
    socket().signal({ kind: 'opened' });
    expect(state().matches({ connected: 'open' })).toBe(true);
    expect(state().context.isSocketOpen).toBe(true);
    expect(socket().sent).toEqual([
      {
        type: 'hello',
        after: [
          { conversationId: CHAT_CONVERSATION_ID, seq: 2 },
          { conversationId: 9, seq: 7 },
          // Opened with nothing in it yet: its first message may come while the socket is down.
          { conversationId: 12, seq: 0 },
        ],
      },
    ]);

    clock.increment(1999);
    expect(socket().sent).toHaveLength(1);
    clock.increment(1);
    expect(socket().sent.at(-1)).toEqual({ type: 'ping', n: 1 });
    socket().frame({ type: 'pong', n: 1 });
    expect(state().context.pingsUnanswered).toBe(0);
    clock.increment(2000);
    expect(socket().sent.at(-1)).toEqual({ type: 'ping', n: 2 });
    expect(state().matches({ connected: 'open' })).toBe(true);
  });

  it('is stale after one missed answer, open again on its pong', () => {
    const { clock, socket, state } = start();
    socket().signal({ kind: 'opened' });
    clock.increment(2000);
    // Ping 1 unanswered: ping 2 goes, and the socket is suspect.
    clock.increment(2000);
    expect(socket().sent.at(-1)).toEqual({ type: 'ping', n: 2 });
    expect(state().matches({ connected: 'stale' })).toBe(true);
    expect(state().context).toMatchObject({ isSocketOpen: true, pingsUnanswered: 2 });
    socket().frame({ type: 'pong', n: 2 });
    expect(state().matches({ connected: 'open' })).toBe(true);
    expect(state().context.pingsUnanswered).toBe(0);
    // The interval starts again from the answer.
    clock.increment(2000);
    expect(socket().sent.at(-1)).toEqual({ type: 'ping', n: 3 });
    expect(state().matches({ connected: 'open' })).toBe(true);
  });

  it('judges the socket dead after two missed answers: closes it and waits to connect again', () => {
    const { clock, socket, sockets, state } = start();
    socket().signal({ kind: 'opened' });
    // One interval at a time: the simulated clock runs a timer set while it fires on the next move.
    clock.increment(2000);
    clock.increment(2000);
    expect(state().matches({ connected: 'stale' })).toBe(true);
    clock.increment(1999);
    expect(state().matches({ connected: 'stale' })).toBe(true);
    clock.increment(1);
    expect(state().matches('waitingToRetry')).toBe(true);
    expect(state().context.isSocketOpen).toBe(false);
    expect(sockets[0]?.closed).toBe(true);
    // Its close, heard late, is not the next socket's.
    sockets[0]?.signal({ kind: 'closed' });
    clock.increment(state().context.retryDelayMs);
    expect(sockets).toHaveLength(2);
    sockets[0]?.signal({ kind: 'closed' });
    expect(state().matches({ connected: 'connecting' })).toBe(true);
    // The new socket counts its pings from 1.
    socket().signal({ kind: 'opened' });
    clock.increment(2000);
    expect(socket().sent.at(-1)).toEqual({ type: 'ping', n: 1 });
  });

  it('a late pong, for an older ping, changes nothing', () => {
    const { clock, socket, state } = start();
    socket().signal({ kind: 'opened' });
    clock.increment(2000);
    socket().frame({ type: 'pong', n: 1 });
    clock.increment(2000);
    // Ping 2 waits; pong 1 again is not its answer.
    socket().frame({ type: 'pong', n: 1 });
    expect(state().context.pingsUnanswered).toBe(1);
    clock.increment(2000);
    expect(state().matches({ connected: 'stale' })).toBe(true);
    socket().frame({ type: 'pong', n: 2 });
    expect(state().matches({ connected: 'stale' })).toBe(true);
    expect(state().context.pingsUnanswered).toBe(2);
    clock.increment(2000);
    expect(state().matches('waitingToRetry')).toBe(true);
  });

  it('waits longer after each failed attempt, jittered, at most 30 s, and afresh after a welcome', () => {
    const shares = [0, 0.5, 0.999, 0.25, 0, 0.5, 0.75, 0.1, 0.9];
    let draw = 0;
    const started = start({ random: () => shares[draw++ % shares.length] ?? 0 });
    const { clock, socket, sockets, state } = started;
    const pauses: number[] = [];
    for (let attempt = 0; attempt < shares.length; attempt++) {
      socket().signal({ kind: 'closed' });
      expect(state().matches('waitingToRetry')).toBe(true);
      const pause = state().context.retryDelayMs;
      pauses.push(pause);
      clock.increment(pause - 1);
      expect(sockets).toHaveLength(attempt + 1);
      clock.increment(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    expect(pauses).toEqual(shares.map((share, attempt) => retryDelayMs(attempt, share)));
    expect(pauses.slice(0, 4)).toEqual([250, 750, 1999, 2500]);
    // From the seventh attempt the ceiling is the cap: between 15 and 30 s.
    expect(pauses.slice(6)).toEqual([26_250, 16_500, 28_500]);
    expect(state().context.attempt).toBe(shares.length);

    welcomed(started);
    expect(state().context.attempt).toBe(0);
    reconnect(started);
    expect(state().context.attempt).toBe(1);
  });

  it('after a reconnect, says hello with what it holds, and merges what it missed in seq order', () => {
    const started = start();
    const { socket, state } = started;
    // The welcome may name the missed messages in any order.
    welcomed(
      started,
      [chatHistory[1], chatHistory[0]].flatMap((m) => (m ? [m] : [])),
    );
    expect(state().context.messages[CHAT_CONVERSATION_ID]?.map((m) => m.seq)).toEqual([1, 2]);
    expect(state().context.unread).toEqual(chatUnread);

    reconnect(started);
    socket().signal({ kind: 'opened' });
    expect(socket().sent[0]).toEqual({
      type: 'hello',
      after: [{ conversationId: CHAT_CONVERSATION_ID, seq: 2 }],
    });
    const unread = { total: 2, conversations: [{ conversationId: 5, count: 2, lastReadSeq: 2 }] };
    socket().frame({
      type: 'welcome',
      missed: [chatReply, chatMissed, chatHistory[1] ?? chatMissed],
      unread,
      frameLimit: chatFrameLimit,
    });
    expect(state().context.messages[CHAT_CONVERSATION_ID]?.map((m) => m.seq)).toEqual([1, 2, 3, 5]);
    expect(state().context.unread).toEqual(unread);
    socket().frame({ type: 'unread', unread: { total: 0, conversations: [] } });
    expect(state().context.unread.total).toBe(0);
  });

  it('keeps messages typed while disconnected pending, and sends them in order after the welcome, two at each ping', () => {
    const started = start();
    const { actor, clock, socket, state } = started;
    const send = (text: string) =>
      actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text });
    send('หนึ่ง');
    socket().signal({ kind: 'closed' });
    send('สอง');
    expect(state().context.pending.map((m) => [m.clientId, m.text])).toEqual([
      ['client-1', 'หนึ่ง'],
      ['client-2', 'สอง'],
    ]);
    // Nothing typed but spaces is kept.
    send('  ');
    expect(state().context.pending).toHaveLength(2);

    clock.increment(state().context.retryDelayMs);
    socket().signal({ kind: 'opened' });
    // Typed before the welcome: it waits behind the older ones.
    send('สาม');
    expect(socket().sent.map((frame) => frame.type)).toEqual(['hello']);
    // 30 frames in 10 s: two messages go at the welcome, two more at each ping.
    socket().frame({ type: 'welcome', missed: [], unread: chatUnread, frameLimit: chatFrameLimit });
    expect(socket().sent.slice(1)).toEqual([
      { type: 'send', conversationId: CHAT_CONVERSATION_ID, clientId: 'client-1', text: 'หนึ่ง' },
      { type: 'send', conversationId: CHAT_CONVERSATION_ID, clientId: 'client-2', text: 'สอง' },
    ]);
    send('สี่');
    send('ห้า');
    expect(sendsOf(socket().sent)).toEqual(['หนึ่ง', 'สอง']);
    clock.increment(PING_INTERVAL_MS);
    expect(
      socket()
        .sent.slice(3)
        .map((frame) => frame.type),
    ).toEqual(['ping', 'send', 'send']);
    expect(sendsOf(socket().sent)).toEqual(['หนึ่ง', 'สอง', 'สาม', 'สี่']);
    socket().frame({ type: 'pong', n: 1 });
    clock.increment(PING_INTERVAL_MS);
    expect(sendsOf(socket().sent)).toEqual(['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า']);
    // Sent once on a socket: unacknowledged, each waits for the next socket, not the next ping.
    socket().frame({ type: 'pong', n: 2 });
    clock.increment(PING_INTERVAL_MS);
    expect(sendsOf(socket().sent)).toHaveLength(5);
    expect(state().context.pending).toHaveLength(5);
    // Typed now, with room in the budget: at once.
    send('หก');
    expect(sendsOf(socket().sent).at(-1)).toBe('หก');
  });

  it('drains a long outbox under the frame limit the welcome told, in any window of it', () => {
    const started = start();
    const { actor, clock, socket, state } = started;
    socket().signal({ kind: 'closed' });
    for (let n = 1; n <= 40; n++)
      actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: `ข้อความ ${n}` });
    clock.increment(state().context.retryDelayMs);
    const sentAt: number[] = [];
    const sock = socket();
    let elapsed = 0;
    const counted = () => {
      while (sentAt.length < sock.sent.length) sentAt.push(elapsed);
    };
    sock.signal({ kind: 'opened' });
    sock.frame({ type: 'welcome', missed: [], unread: chatUnread, frameLimit: chatFrameLimit });
    counted();
    // Reads come too, one a second (the other side writes): a third of the limit is left them.
    for (let second = 0; second < 40; second++) {
      actor.send({ type: 'chat.read', conversationId: CHAT_CONVERSATION_ID, seq: second + 1 });
      const before = sock.sent.length;
      clock.increment(1000);
      elapsed += 1000;
      counted();
      for (const frame of sock.sent.slice(before))
        if (frame.type === 'ping') sock.frame({ type: 'pong', n: frame.n });
    }
    expect(sendsOf(sock.sent)).toEqual(Array.from({ length: 40 }, (_, n) => `ข้อความ ${n + 1}`));
    const window = chatFrameLimit.seconds * 1000;
    for (const from of sentAt) {
      const inWindow = sentAt.filter((at) => at >= from && at < from + window).length;
      expect(inWindow).toBeLessThanOrEqual(chatFrameLimit.frames);
    }
  });

  it('keeps a picture typed while down with its caption or alone, and sends it by its name', () => {
    const started = start();
    const { actor, socket, state } = started;
    const image = { name: `${'p'.repeat(22)}.webp`, url: '/uploads/chat/p', width: 8, height: 6 };
    socket().signal({ kind: 'closed' });
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: '  ', image });
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'สีนี้', image });
    // Too long a caption is not sent, picture or not.
    actor.send({
      type: 'chat.send',
      conversationId: CHAT_CONVERSATION_ID,
      text: 'ก'.repeat(2001),
      image,
    });
    expect(state().context.pending.map((m) => [m.text, m.image?.name])).toEqual([
      ['', image.name],
      ['สีนี้', image.name],
    ]);
    started.clock.increment(state().context.retryDelayMs);
    socket().signal({ kind: 'opened' });
    socket().frame({ type: 'welcome', missed: [], unread: chatUnread, frameLimit: chatFrameLimit });
    expect(socket().sent.slice(1)).toEqual([
      {
        type: 'send',
        conversationId: CHAT_CONVERSATION_ID,
        clientId: 'client-1',
        imageName: image.name,
      },
      {
        type: 'send',
        conversationId: CHAT_CONVERSATION_ID,
        clientId: 'client-2',
        text: 'สีนี้',
        imageName: image.name,
      },
    ]);
  });

  it('a resend after a lost ack stores nothing twice: one message, no pending bubble', () => {
    const started = start();
    const { actor, socket, state } = started;
    welcomed(started);
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'รับ 2 ขวดค่ะ' });
    expect(sendsOf(socket().sent)).toEqual(['รับ 2 ขวดค่ะ']);
    // The server stored it, but the socket died before its ack came.
    reconnect(started);
    welcomed(started);
    const resent = socket().sent.filter((frame) => frame.type === 'send');
    expect(resent).toEqual([
      { type: 'send', conversationId: 5, clientId: 'client-1', text: 'รับ 2 ขวดค่ะ' },
    ]);
    const stored = { ...chatStored, clientId: 'client-1' };
    // The server answers the resend with the message it had, under the same client id; twice
    // (an ack of the first send arriving late as well) is still one.
    socket().frame({ type: 'ack', clientId: 'client-1', message: stored });
    socket().frame({ type: 'ack', clientId: 'client-1', message: stored });
    expect(state().context.pending).toEqual([]);
    expect(state().context.messages[CHAT_CONVERSATION_ID]).toEqual([stored]);
  });

  it('a pending message the welcome names as missed is stored already: it is not sent again', () => {
    const started = start();
    const { actor, socket, state } = started;
    welcomed(started);
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'รับ 2 ขวดค่ะ' });
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'ส่งวันไหนคะ' });
    reconnect(started);
    const stored = { ...chatStored, clientId: 'client-1' };
    welcomed(started, [stored]);
    expect(sendsOf(socket().sent)).toEqual(['ส่งวันไหนคะ']);
    expect(state().context.pending.map((m) => m.clientId)).toEqual(['client-2']);
    expect(state().context.messages[CHAT_CONVERSATION_ID]).toEqual([stored]);
  });

  it('a stored message pushed before its ack settles the pending one', () => {
    const started = start();
    const { actor, socket, state } = started;
    welcomed(started);
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'รับ 2 ขวดค่ะ' });
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'ส่งวันไหนคะ' });
    const stored = { ...chatStored, clientId: 'client-1' };
    expect(state().context.unread).toEqual(chatUnread);
    socket().frame({
      type: 'message',
      message: stored,
      unread: noneUnreadIn(CHAT_CONVERSATION_ID),
    });
    expect(state().context.unread).toEqual({ total: 0, conversations: [] });
    expect(state().context.pending.map((m) => m.clientId)).toEqual(['client-2']);
    expect(state().context.messages[CHAT_CONVERSATION_ID]).toEqual([stored]);
    socket().frame({ type: 'ack', clientId: 'client-1', message: stored });
    expect(state().context.messages[CHAT_CONVERSATION_ID]).toEqual([stored]);
    expect(state().context.pending.map((m) => m.clientId)).toEqual(['client-2']);
    // The store's message, with a client id of its own, settles nothing of ours.
    socket().frame({
      type: 'message',
      message: { ...chatReply, clientId: 'client-2', conversationId: 6 },
      unread: { conversationId: 6, count: 1, lastReadSeq: 0 },
    });
    expect(state().context.pending.map((m) => m.clientId)).toEqual(['client-2']);
    // Its conversation's count joins the others' (conversation 5 read to its end by our own
    // message above), which the frame leaves as they were.
    expect(state().context.unread).toEqual({
      total: 1,
      conversations: [{ conversationId: 6, count: 1, lastReadSeq: 0 }],
    });
  });

  it('keeps what the server refused for the screen, and drops a refused message from the outbox', () => {
    const started = start();
    const { actor, socket, state } = started;
    welcomed(started);
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'ข้อความ' });
    socket().frame({ type: 'refused', clientId: 'client-1', message: 'not your conversation' });
    socket().frame({ type: 'refused', clientId: null, message: 'too many frames' });
    expect(state().context.pending).toEqual([]);
    expect(state().context.refused).toEqual([
      { clientId: 'client-1', message: 'not your conversation' },
      { clientId: null, message: 'too many frames' },
    ]);
    actor.send({ type: 'chat.refusal.dismiss' });
    expect(state().context.refused).toEqual([]);
  });

  it('says what was read while the socket is open, and nothing while it is not', () => {
    const started = start();
    const { actor, socket } = started;
    actor.send({ type: 'chat.read', conversationId: CHAT_CONVERSATION_ID, seq: 2 });
    expect(socket().sent).toEqual([]);
    socket().signal({ kind: 'opened' });
    actor.send({ type: 'chat.read', conversationId: CHAT_CONVERSATION_ID, seq: 2 });
    expect(socket().sent.at(-1)).toEqual({
      type: 'read',
      conversationId: CHAT_CONVERSATION_ID,
      seq: 2,
    });
  });

  it('chat.stop closes the socket and the machine, whatever its state', () => {
    for (const setUp of [
      (_: Started) => {},
      (started: Started) => welcomed(started),
      (started: Started) => started.socket().signal({ kind: 'closed' }),
    ]) {
      const started = start();
      setUp(started);
      const { actor, clock, sockets, state } = started;
      actor.send({ type: 'chat.stop' });
      expect(state().matches('closed')).toBe(true);
      expect(state().status).toBe('done');
      expect(state().context.isSocketOpen).toBe(false);
      expect(sockets.every((socket) => socket.closed)).toBe(true);
      const opened = sockets.length;
      clock.increment(60_000);
      expect(sockets).toHaveLength(opened);
    }
  });

  it('a socket the server closed because its session ended stops the chat and tells the app', () => {
    for (const setUp of [
      (started: Started) => welcomed(started),
      // Stale: one ping unanswered.
      (started: Started) => {
        welcomed(started);
        started.clock.increment(PING_INTERVAL_MS);
        started.clock.increment(PING_INTERVAL_MS);
        expect(started.state().matches({ connected: 'stale' })).toBe(true);
      },
    ]) {
      const started = start();
      setUp(started);
      const { actor, clock, socket, sockets, state } = started;
      const told: string[] = [];
      actor.on('chat.signedOut', (event) => told.push(event.type));
      socket().signal({ kind: 'signedOut' });
      expect(state().matches('signedOut')).toBe(true);
      expect(state().status).toBe('done');
      expect(told).toEqual(['chat.signedOut']);
      // Connecting again would be refused: nothing more is tried.
      clock.increment(60_000);
      expect(sockets).toHaveLength(1);
    }
  });
});

describe('the chat socket actor', () => {
  it('forwards what the socket says, sends what the machine says, closes when stopped', () => {
    const { sockets, socket, state, actor } = start();
    expect(sockets).toHaveLength(1);
    socket().signal({ kind: 'opened' });
    expect(socket().sent).toHaveLength(1);
    actor.send({ type: 'chat.stop' });
    expect(socket().closed).toBe(true);
    // Stopped, it says nothing more.
    socket().frame({
      type: 'welcome',
      missed: [chatMissed],
      unread: chatUnread,
      frameLimit: chatFrameLimit,
    });
    expect(state().context.messages).toEqual({});
  });

  it('a socket that cannot be opened is closed: the machine waits to connect again', () => {
    const api: ChatSocketApi = {
      open: () => {
        throw new SyntaxError('bad URL');
      },
    };
    const { actor } = startOnClock(
      chatSocketMachine.provide({ actors: createChatSocketActors(api) }),
      { input: { random: () => 0 } },
    );
    expect(actor.getSnapshot().matches('waitingToRetry')).toBe(true);
    expect(actor.getSnapshot().context.retryDelayMs).toBe(250);
  });

  it('a frame the socket cannot send is lost with it; the message stays pending', () => {
    const { api, sockets } = fakeSockets();
    const failing: ChatSocketApi = {
      open: (listener) => {
        const connection = api.open(listener);
        return {
          send: () => {
            throw new DOMException('still connecting', 'InvalidStateError');
          },
          close: connection.close,
        };
      },
    };
    const { actor } = startOnClock(
      chatSocketMachine.provide({ actors: createChatSocketActors(failing) }),
      { input: { makeClientId: () => 'client-1' } },
    );
    sockets[0]?.signal({ kind: 'opened' });
    sockets[0]?.frame({
      type: 'welcome',
      missed: [],
      unread: chatUnread,
      frameLimit: chatFrameLimit,
    });
    actor.send({ type: 'chat.send', conversationId: CHAT_CONVERSATION_ID, text: 'ข้อความ' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
  });
});

describe('chatSocket: model-based paths', () => {
  it('visits every state and takes every transition, on the real machine', async () => {
    const coverage = createCoverage(chatSocketMachine);
    for (const input of chatSocketInputs) {
      const paths = screenPathsOf(chatSocketMachine, input, chatSocketEvents, 'everyStep');
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) await replayPath(chatSocketMachine, path, input, coverage.inspect);
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

// The chat's socket wired to the browser: a WebSocket to /ws/chat on the shop's own address
// (the session cookie signs it in), each server frame parsed and given to the machine as it is
// typed in the contract. The server checks every frame the other way.
import type { ChatSocketApi } from '../../machines/chat/chat-socket.actors.ts';
import { createChatSocketActors } from '../../machines/chat/chat-socket.actors.ts';
import { chatSocketMachine } from '../../machines/chat/chat-socket.machine.ts';
import {
  type ChatServerFrame,
  SIGNED_OUT_CLOSE_CODE,
} from '../../machines/chat/chat-socket-rules.ts';
import { readLanguage } from '../i18n/language-cookie.ts';

const SERVER_FRAMES = new Set(['welcome', 'ack', 'message', 'unread', 'pong', 'refused']);

/** A frame as the server sends it, or null for anything else. */
function frameOf(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return typeof frame?.type === 'string' && SERVER_FRAMES.has(frame.type)
      ? (frame as ChatServerFrame)
      : null;
  } catch {
    return null;
  }
}

export const chatSocketUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/chat?lang=${readLanguage()}`;

const chatSocketApi: ChatSocketApi = {
  open(listener) {
    const socket = new WebSocket(chatSocketUrl());
    socket.onopen = () => listener({ kind: 'opened' });
    socket.onclose = ({ code }) =>
      listener({ kind: code === SIGNED_OUT_CLOSE_CODE ? 'signedOut' : 'closed' });
    socket.onmessage = ({ data }) => {
      const frame = frameOf(data);
      if (frame) listener({ kind: 'frame', frame });
    };
    return {
      send: (frame) => socket.send(JSON.stringify(frame)),
      close: () => {
        socket.onclose = null;
        socket.close();
      },
    };
  },
};

export const wiredChatSocketMachine = chatSocketMachine.provide({
  actors: createChatSocketActors(chatSocketApi),
});

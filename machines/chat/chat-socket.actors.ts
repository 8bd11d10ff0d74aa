import { fromCallback } from 'xstate';
import type { ChatClientFrame, ChatServerFrame } from './chat-socket-rules';

/**
 * What the socket says: it opened, it closed (or never opened), the server closed it because
 * its session ended (SIGNED_OUT_CLOSE_CODE), or a frame came.
 */
export type SocketSignal =
  | { kind: 'opened' }
  | { kind: 'closed' }
  | { kind: 'signedOut' }
  | { kind: 'frame'; frame: ChatServerFrame };

/** One socket, once opened. */
export interface ChatConnection {
  send(frame: ChatClientFrame): void;
  close(): void;
}

/**
 * What the chat needs of the browser: a WebSocket to /ws/chat. The app's wiring parses each
 * frame's JSON and checks it against the contract; the machine gets typed frames only.
 */
export interface ChatSocketApi {
  /** Opens a socket; `listener` hears it open, close and each frame, until `close()`. */
  open(listener: (signal: SocketSignal) => void): ChatConnection;
}

/** What the socket tells the machine. */
export type ChatSocketSignalEvent =
  | { type: 'chat.socket.opened' }
  | { type: 'chat.socket.closed' }
  | { type: 'chat.socket.signedOut' }
  | { type: 'chat.socket.frame'; frame: ChatServerFrame };

/** What the machine tells the socket. */
export interface SocketSend {
  type: 'socket.send';
  frame: ChatClientFrame;
}

const eventOf = (signal: SocketSignal): ChatSocketSignalEvent =>
  signal.kind === 'frame'
    ? { type: 'chat.socket.frame', frame: signal.frame }
    : { type: `chat.socket.${signal.kind}` };

const isConnection = (value: unknown): value is ChatConnection =>
  typeof value === 'object' &&
  value !== null &&
  'send' in value &&
  typeof value.send === 'function' &&
  'close' in value &&
  typeof value.close === 'function';

export function createChatSocketActors(api: ChatSocketApi) {
  return {
    /**
     * One socket for as long as the state that invokes it: its signals go to the machine, the
     * machine's `socket.send` frames go out, and leaving the state closes it. Once closed, it
     * says nothing more (a late close or frame of an old socket never reaches the new one's).
     */
    socket: fromCallback<SocketSend>(({ sendBack, receive }) => {
      let live = true;
      const forward = (signal: SocketSignal) => {
        if (live) sendBack(eventOf(signal));
      };
      let connection: unknown;
      try {
        connection = api.open(forward);
      } catch {
        connection = undefined;
      }
      if (!isConnection(connection)) {
        // It could not be opened (the unwired adapter's answer is a rejected promise): down.
        forward({ kind: 'closed' });
        return () => {
          live = false;
        };
      }
      const opened = connection;
      receive((event) => {
        if (!live) return;
        try {
          opened.send(event.frame);
        } catch {
          // Not open after all (closing): the frame is lost with the socket, whose close
          // follows; a message stays pending and goes again after the next welcome.
        }
      });
      return () => {
        live = false;
        opened.close();
      };
    }),
  };
}

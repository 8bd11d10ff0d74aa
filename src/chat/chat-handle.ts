// The chat as pages know it: the header's unread count, and the way to reach the chat. Its code
// (the socket machine) comes once a shopper is signed in and the page has loaded (a guest's
// visit never loads it: src/app/make-app.tsx), and stops when they sign out. Each tab holds a
// socket; the server tells every socket of a shopper their counts, so the tabs agree.
import { useSyncExternalStore } from 'react';
import { afterPageLoad } from '../app/after-page-load.ts';
import type { Session } from '../session/session.ts';
import type { ChatRuntime } from './chat-runtime.ts';

let unread = 0;
const listeners = new Set<() => void>();

function publish(total: number): void {
  if (total === unread) return;
  unread = total;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What is unread in all the shopper's chats (0 until the chat has started). */
export const useChatUnread = (): number =>
  useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );

let started = false;
let resolveRuntime: (runtime: ChatRuntime) => void = () => {};
const runtime = new Promise<ChatRuntime>((resolve) => {
  resolveRuntime = resolve;
});

/** Starts the chat (once): it follows `session` from then on. */
export function startChat(session: Session): void {
  if (started) return;
  started = true;
  afterPageLoad(() => {
    void import('./chat-runtime.ts').then((module) =>
      resolveRuntime(module.startChatRuntime(session, publish)),
    );
  });
}

/** The chat, once started. */
export const reachChat = (): Promise<ChatRuntime> => runtime;

// The signed-in shopper's chat actor as the chat's views reach it (src/chat/chat-runtime.ts
// holds it: a new one for each shopper), read with selectors.
import { useSelector } from '@xstate/react';
import { createContext, use, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ChatActor, ChatRuntime } from '../../chat/chat-runtime.ts';

export type ChatSnapshot = SnapshotFrom<ChatActor>;

/** The runtime's current actor (null once the shopper signed out). */
export const useRuntimeActor = (runtime: ChatRuntime): ChatActor | null =>
  useSyncExternalStore(runtime.subscribe, runtime.actor, () => null);

export const ChatActorContext = createContext<ChatActor | null>(null);

export function useChatActor(): ChatActor {
  const actor = use(ChatActorContext);
  if (!actor) throw new Error('useChatActor outside the chat page');
  return actor;
}

export const useChat = <T>(selector: (snapshot: ChatSnapshot) => T): T =>
  useSelector(useChatActor(), selector);

// The chat's long-lived actor (issue 37), started by ./chat-handle.ts: one chatSocket machine
// while a shopper is signed in, a new one for the next (signing out stops the socket and forgets
// what it held). The header's count follows what the server says is unread. A socket the server
// closed because the session ended elsewhere ends this tab's session too, as a 401 would.
import type { Actor } from 'xstate';
import { createMachineActor } from '../app/machine-actor.ts';
import { wiredChatSocketMachine } from '../flows/chat.ts';
import type { Session } from '../session/session.ts';

export type ChatActor = Actor<typeof wiredChatSocketMachine>;

export function startChatRuntime(session: Session, publish: (unread: number) => void) {
  let actor: ChatActor | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  let known: string | null = null;
  const follow = () => {
    const { status, user } = session.view();
    const member = status === 'signedIn' && user ? user.telephone : null;
    if (member === known || status === 'pending') return;
    known = member;
    actor?.send({ type: 'chat.stop' });
    actor?.stop();
    actor = null;
    publish(0);
    if (member) {
      const next = createMachineActor(wiredChatSocketMachine, { input: {} });
      next.subscribe((snapshot) => publish(snapshot.context.unread.total));
      next.on('chat.signedOut', () => session.send({ type: 'session.unauthorized' }));
      next.start();
      actor = next;
    }
    changed();
  };
  session.subscribe(follow);
  follow();

  return {
    /** The signed-in shopper's chat, or null for a guest. */
    actor: () => actor,
    /** Told when the shopper (and so the actor) changes. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChatRuntime = ReturnType<typeof startChatRuntime>;

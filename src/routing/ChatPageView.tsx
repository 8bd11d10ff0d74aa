import { useSearch } from '@tanstack/react-router';
import { ChatPage } from '../features/chat/ChatPage.tsx';
import { RequireSignIn } from '../layout/account/RequireSignIn.tsx';
import { searchIdOf } from './search-id.ts';

/** /chat: a guest is asked to log in first. */
export function ChatPageView() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <RequireSignIn>
      <ChatPage conversationId={searchIdOf(search.c)} />
    </RequireSignIn>
  );
}

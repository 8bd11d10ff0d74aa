import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { use, useEffect } from 'react';
import { chatConversationsQuery } from '../../api/queries/chat.ts';
import { reachChat } from '../../chat/chat-handle.ts';
import { useSessionUser } from '../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ChatThread } from './ChatThread.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ChatActorContext, useChat, useRuntimeActor } from './chat-actor.ts';
import './chat.css';

/**
 * /chat: the signed-in shopper's conversations with stores (and, for a store's seller, with
 * its shoppers), and the one `conversationId` names. On a phone the list and the conversation
 * take the screen in turn.
 */
export function ChatPage({ conversationId }: { conversationId: number | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`แชท`);
  const actor = useRuntimeActor(use(reachChat()));
  if (!actor)
    return (
      <p className="container" role="status">
        <Trans>กำลังเปิดแชท…</Trans>
      </p>
    );
  return (
    <ChatActorContext value={actor}>
      <ChatScreen conversationId={conversationId} />
    </ChatActorContext>
  );
}

function ChatScreen({ conversationId }: { conversationId: number | undefined }) {
  const member = useSessionUser()?.telephone ?? null;
  const queryClient = useQueryClient();
  const conversations = useQuery(chatConversationsQuery(member));
  // A new message, or a read anywhere, moves the list (its last message, its order).
  const unread = useChat((snapshot) => snapshot.context.unread);
  const messageCount = useChat((snapshot) =>
    Object.values(snapshot.context.messages).reduce((sum, list) => sum + list.length, 0),
  );
  useEffect(() => {
    void unread;
    void messageCount;
    void queryClient.invalidateQueries({ queryKey: ['chat-conversations'] });
  }, [unread, messageCount, queryClient]);

  const selected = conversations.data?.find((c) => c.id === conversationId);
  return (
    <div className={`chat container${conversationId === undefined ? '' : ' chat--open'}`}>
      <h1 className="chat__title">
        <Trans>แชท</Trans>
      </h1>
      <SocketStatus />
      <div className="chat__layout">
        <ConversationList
          conversations={conversations.data}
          failed={conversations.isError}
          selectedId={conversationId}
        />
        <section className="chat__thread" aria-label={selected?.other.name}>
          {selected ? (
            <ChatThread key={selected.id} conversation={selected} />
          ) : conversationId !== undefined &&
            conversations.isSuccess &&
            !conversations.isFetching ? (
            <p role="alert">
              <Trans>ไม่พบการสนทนานี้</Trans>{' '}
              <Link to="/chat">
                <Trans>การสนทนาทั้งหมด</Trans>
              </Link>
            </p>
          ) : (
            <p className="chat__hint">
              <Trans>เลือกการสนทนา หรือกด "แชทกับร้านค้า" ที่หน้าร้านหรือหน้าสินค้า</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** Says so while the socket is down: what is typed then is kept and sent once it is back. */
function SocketStatus() {
  const open = useChat((snapshot) => snapshot.context.isSocketOpen);
  const retrying = useChat((snapshot) => snapshot.matches('waitingToRetry'));
  return (
    <p className="chat__status" role="status">
      {open ? null : retrying ? (
        <Trans>ขาดการเชื่อมต่อ กำลังเชื่อมต่อใหม่… ข้อความที่พิมพ์จะถูกส่งเมื่อเชื่อมต่อได้</Trans>
      ) : (
        <Trans>กำลังเชื่อมต่อ…</Trans>
      )}
    </p>
  );
}

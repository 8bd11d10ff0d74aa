import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChatConversation } from '../../api/queries/chat.ts';
import { useChat } from './chat-actor.ts';

/** The shopper's conversations, the latest first, each with what is unread in it. */
export function ConversationList({
  conversations,
  failed,
  selectedId,
}: {
  conversations: ChatConversation[] | undefined;
  failed: boolean;
  selectedId: number | undefined;
}) {
  const { t } = useLingui();
  // The socket's counts, which every tab of the shopper hears alike.
  const unread = useChat((snapshot) => snapshot.context.unread.conversations);
  if (failed)
    return (
      <p role="alert">
        <Trans>โหลดการสนทนาไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
      </p>
    );
  if (!conversations)
    return (
      <p role="status">
        <Trans>กำลังโหลดการสนทนา…</Trans>
      </p>
    );
  if (conversations.length === 0)
    return (
      <p className="chat__list">
        <Trans>ยังไม่มีการสนทนา</Trans>
      </p>
    );
  return (
    <nav className="chat__list" aria-label={t`การสนทนา`}>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets */}
      <ul role="list">
        {conversations.map((conversation) => {
          const count =
            unread.find((entry) => entry.conversationId === conversation.id)?.count ?? 0;
          return (
            <li key={conversation.id}>
              <Link
                to="/chat"
                search={{ c: conversation.id }}
                className="chat__item"
                aria-current={conversation.id === selectedId ? 'page' : undefined}
              >
                <img src={conversation.other.imageUrl || undefined} alt="" width={40} height={40} />
                <span className="chat__item-text">
                  <span className="chat__item-name">
                    {conversation.other.name}
                    {conversation.role === 'seller' && (
                      <span className="chat__role">
                        {' '}
                        <Trans>(ลูกค้าของร้าน)</Trans>
                      </span>
                    )}
                  </span>
                  <span className="chat__item-last">
                    {conversation.lastMessage?.text ||
                      (conversation.lastMessage?.image ? t`ส่งรูปภาพ` : '')}
                  </span>
                </span>
                {count > 0 && (
                  <span className="chat__badge">
                    {count}
                    <span className="visually-hidden">
                      {' '}
                      <Trans>ข้อความที่ยังไม่ได้อ่าน</Trans>
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useChatUnread } from '../../chat/chat-handle.ts';
import { Icon } from '../../ui/icons.tsx';

const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);

/** The signed-in shopper's way to their chats, with what is unread in all of them. */
export default function ChatLink() {
  const { t } = useLingui();
  const unread = useChatUnread();
  return (
    <Link
      to="/chat"
      className="icon-button chat-link"
      aria-label={t`แชท ยังไม่ได้อ่าน ${unread} ข้อความ`}
    >
      <ChatIcon />
      {unread > 0 && (
        <span className="cart-link__badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </Link>
  );
}

import { Plural } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useChatUnread } from '../../chat/chat-handle.ts';
import { formatCount } from '../../format/number.ts';
import { Icon } from '../../ui/icons.tsx';

const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);

/** The signed-in shopper's way to their chats, with what is unread in all of them. */
export default function ChatLink() {
  const unread = useChatUnread();
  const shown = formatCount(unread);
  return (
    <Link to="/chat" className="icon-button chat-link">
      <span className="visually-hidden">
        {/* Thai has no plural; English says "1 unread message", "2 unread messages". */}
        <Plural
          value={unread}
          one={`แชท ยังไม่ได้อ่าน ${shown} ข้อความ`}
          other={`แชท ยังไม่ได้อ่าน ${shown} ข้อความ`}
        />
      </span>
      <ChatIcon />
      {unread > 0 && (
        <span className="cart-link__badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </Link>
  );
}

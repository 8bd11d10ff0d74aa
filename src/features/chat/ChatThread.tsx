import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ChatImage, ChatMessage } from '../../../machines/chat/chat-socket-rules.ts';
import { type ChatConversation, chatHistoryQuery } from '../../api/queries/chat.ts';
import { formatDate } from '../../format/date.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useSessionUser } from '../../session/SessionContext.tsx';
import { openImageViewer } from '../../ui/image-viewer/image-viewer.ts';
import { useChat, useChatActor } from './chat-actor.ts';
import { MessageComposer } from './MessageComposer.tsx';

const NO_MESSAGES: ChatMessage[] = [];

/**
 * One conversation: who it is with, its messages in their numbers' order with their times, the
 * ones typed and not yet stored marked as sending, and the box to write in. What the other side
 * wrote is read once it is on the screen.
 */
export function ChatThread({ conversation }: { conversation: ChatConversation }) {
  const { t, i18n } = useLingui();
  const actor = useChatActor();
  const member = useSessionUser()?.telephone ?? null;
  const id = conversation.id;
  // The latest page first; "earlier messages" asks for the page before the first one shown.
  const [beforeSeq, setBeforeSeq] = useState<number>();
  const history = useQuery(chatHistoryQuery(id, beforeSeq, member));
  useEffect(() => {
    if (history.data)
      actor.send({
        type: 'chat.history.loaded',
        conversationId: id,
        messages: history.data.messages,
      });
  }, [actor, history.data, id]);

  const messages = useChat((snapshot) => snapshot.context.messages[id] ?? NO_MESSAGES);
  const pending = useChat((snapshot) =>
    snapshot.context.pending.filter((message) => message.conversationId === id),
  );
  const open = useChat((snapshot) => snapshot.context.isSocketOpen);
  const unread = useChat(
    (snapshot) =>
      snapshot.context.unread.conversations.find((entry) => entry.conversationId === id)?.count ??
      0,
  );
  // Read up to the last message shown, whenever something of the other side's is unread and
  // the page is looked at (a tab in the background reads once it comes back).
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const firstSeq = messages[0]?.seq;
  useEffect(() => {
    const read = () => {
      if (unread > 0 && open && lastSeq > 0 && document.visibilityState === 'visible')
        actor.send({ type: 'chat.read', conversationId: id, seq: lastSeq });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [actor, id, lastSeq, open, unread]);

  // Down to the newest when something is added at the end, not when an earlier page comes in.
  const end = useRef<HTMLLIElement>(null);
  const pendingCount = pending.length;
  useEffect(() => {
    void lastSeq;
    void pendingCount;
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastSeq, pendingCount]);

  const locale = i18n.locale as Locale;
  const { other } = conversation;
  return (
    <>
      <header className="chat__other">
        <Link to="/chat" className="chat__back">
          <Trans>การสนทนาทั้งหมด</Trans>
        </Link>
        <img src={other.imageUrl || undefined} alt="" width={48} height={48} />
        <h2 className="chat__other-name">{other.name}</h2>
        {other.storeUrlKey && (
          <Link to="/store/$urlKey" params={{ urlKey: other.storeUrlKey }}>
            <Trans>ไปที่ร้าน</Trans>
          </Link>
        )}
      </header>
      {history.isError && (
        <p role="alert">
          <Trans>โหลดข้อความไม่สำเร็จ</Trans>
        </p>
      )}
      {history.data?.hasOlder && firstSeq !== undefined && (
        <button
          type="button"
          className="button button--ghost chat__older"
          disabled={history.isFetching}
          onClick={() => setBeforeSeq(firstSeq)}
        >
          <Trans>ข้อความก่อนหน้า</Trans>
        </button>
      )}
      {/* A log: what comes in is read out politely as it is added. */}
      <div role="log" aria-relevant="additions">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard (WCAG 2.1.1) */}
        <ol className="chat__messages" aria-label={t`ข้อความ`} tabIndex={0}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={`chat__message${message.fromMe ? ' chat__message--mine' : ''}`}
            >
              <span className="visually-hidden">{message.fromMe ? t`คุณ:` : `${other.name}:`}</span>
              <Bubble
                text={message.text}
                image={message.image}
                from={message.fromMe ? null : other.name}
              />
              <time className="chat__time" dateTime={message.createdAt}>
                {formatDate(message.createdAt, locale, 'dateTime')}
              </time>
            </li>
          ))}
          {pending.map((message) => (
            <li
              key={message.clientId}
              className="chat__message chat__message--mine chat__message--pending"
            >
              <span className="visually-hidden">{t`คุณ:`}</span>
              <Bubble text={message.text} image={message.image} from={null} />
              <span className="chat__time">
                <Trans>กำลังส่ง…</Trans>
              </span>
            </li>
          ))}
          <li ref={end} className="chat__end" aria-hidden="true" />
        </ol>
      </div>
      <Refusals />
      <MessageComposer
        conversationId={id}
        onSend={(text, image) =>
          actor.send({
            type: 'chat.send',
            conversationId: id,
            text,
            ...(image ? { image } : {}),
          })
        }
      />
    </>
  );
}

/**
 * A message's text and picture. The picture opens at its full size in the layout's image
 * viewer; it is named by who sent it (`from`, null for the caller).
 */
function Bubble({
  text,
  image,
  from,
}: {
  text: string;
  image: ChatImage | null;
  from: string | null;
}) {
  const { t } = useLingui();
  const alt = from === null ? t`รูปที่คุณส่ง` : t`รูปจาก ${from}`;
  return (
    <span className="chat__bubble">
      {image && (
        <button
          type="button"
          className="chat__picture"
          onClick={() =>
            openImageViewer({ src: image.url, alt, width: image.width, height: image.height })
          }
        >
          <img src={image.url} alt={alt} width={image.width} height={image.height} loading="lazy" />
        </button>
      )}
      {text && <span className="chat__text">{text}</span>}
    </span>
  );
}

/** What the server refused to take, in its words, until dismissed. */
function Refusals() {
  const actor = useChatActor();
  const refused = useChat((snapshot) => snapshot.context.refused);
  if (!refused.length) return null;
  return (
    <div role="alert" className="chat__refused">
      {refused.map((refusal, index) => (
        // Refusals have no id of their own, and only ever grow until dismissed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{refusal.message}</p>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => actor.send({ type: 'chat.refusal.dismiss' })}
      >
        <Trans>ปิด</Trans>
      </button>
    </div>
  );
}

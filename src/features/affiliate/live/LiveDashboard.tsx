import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { LIVE_PAGE_SIZE, livePostCommentsQuery } from '../../../api/queries/live.ts';
import { formatDate } from '../../../format/date.ts';
import { formatCount } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog/ConfirmDialog.tsx';
import { NewerOlder } from '../../../ui/live/NewerOlder.tsx';
import { Price } from '../../../ui/Price.tsx';
import type { LivePostActor } from './live-post-actor.ts';
import { useVerdictWords } from './verdict-words.ts';

/**
 * A live post's dashboard (spec section 6): what buyers asked for, what was ordered and its
 * share, what it comes to; the products under their keywords; every comment with what it was
 * decided to be, newest first (the figures are the seller's: the server gives them to no one else). While live the figures and comments are read again every second,
 * and the post can be finished once, after a question.
 */
export function LiveDashboard({ actor }: { actor: LivePostActor }) {
  const { t, i18n } = useLingui();
  const verdicts = useVerdictWords();
  const { post, id, serverMessage } = useSelector(actor, (s) => s.context);
  const live = useSelector(actor, (s) => s.matches('active'));
  const finishing = useSelector(actor, (s) => s.matches({ active: 'finishing' }));
  const [asking, setAsking] = useState(false);
  const [commentsPage, setCommentsPage] = useState(1);
  // The figures' change is what makes the comments be read again: the machine reads the post
  // every second while it is live.
  const stamp = post ? (post.purchaseDemand ?? 0) * 1_000_003 + post.submitOrder : 0;
  const comments = useQuery({
    ...livePostCommentsQuery(id ?? 0, commentsPage, stamp),
    refetchInterval: live ? 1000 : false,
  });
  if (!post) return null;
  const pageCount = Math.max(1, Math.ceil((comments.data?.count ?? 0) / LIVE_PAGE_SIZE));
  return (
    <div className="affiliate-panel">
      {serverMessage && <Alert kind="error">{serverMessage}</Alert>}
      {/* Not a live region: read every second during a sale, it would talk over everything. */}
      <dl className="affiliate-facts affiliate-figures">
        <div>
          <dt>
            <Trans>ความต้องการซื้อ (ชิ้น)</Trans>
          </dt>
          <dd>{formatCount(post.purchaseDemand ?? 0)}</dd>
        </div>
        <div>
          <dt>
            <Trans>สั่งซื้อแล้ว (ชิ้น)</Trans>
          </dt>
          <dd>{formatCount(post.submitOrder)}</dd>
        </div>
        <div>
          <dt>
            <Trans>สั่งซื้อได้จริง</Trans>
          </dt>
          <dd>{(post.submitOrderPercent ?? 0).toFixed(2)}%</dd>
        </div>
        <div>
          <dt>
            <Trans>ยอดขาย</Trans>
          </dt>
          <dd>
            <Price amount={post.grandTotal ?? 0} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>แคชแบ็กของคำสั่งซื้อ</Trans>
          </dt>
          <dd>
            <Price amount={post.cashBack ?? 0} />
          </dd>
        </div>
      </dl>

      <h2>
        <Trans>สินค้าและคีย์เวิร์ด</Trans>
      </h2>
      <ul className="live-lines">
        {post.product.map((line) => (
          <li key={line.id} className="live-line">
            <strong>{line.keyword}</strong>
            <span>
              {line.producDetail.name} · <Price amount={line.price} /> ·{' '}
              <Trans>
                แคชแบ็ก <Price amount={line.displayCashback} />
              </Trans>{' '}
              · <Trans>คงเหลือ {line.producDetail.stock} ชิ้น</Trans>
            </span>
          </li>
        ))}
      </ul>
      {live && (
        <p>
          <Trans>ผู้ซื้อพิมพ์คีย์เวิร์ดในความคิดเห็นของไลฟ์ เช่น CF {post.product[0]?.keyword ?? 'A1'} 2</Trans>
        </p>
      )}

      <h2 id="live-comments-title">
        <Trans>ความคิดเห็น ({formatCount(comments.data?.count ?? 0)})</Trans>
      </h2>
      {comments.data && comments.data.dataList.length === 0 && (
        <p>
          <Trans>ยังไม่มีความคิดเห็น</Trans>
        </p>
      )}
      <ul className="live-comments" aria-labelledby="live-comments-title">
        {comments.data?.dataList.map((comment) => (
          <li key={comment.commentId}>
            <strong>{comment.fromName}</strong>
            <span>{comment.message}</span>
            <small>{formatDate(comment.writtenAt, i18n.locale as Locale, 'dateTimeSeconds')}</small>
            <span className="live-verdict">{verdicts[comment.verdict]}</span>
          </li>
        ))}
      </ul>
      <NewerOlder pageNo={commentsPage} pageCount={pageCount} onPage={setCommentsPage} />

      {live && (
        <button
          type="button"
          className="button"
          disabled={finishing}
          onClick={() => setAsking(true)}
        >
          <Trans>จบการขาย</Trans>
        </button>
      )}
      {asking && live && (
        <ConfirmDialog
          title={t`จบการขายของโพสต์นี้?`}
          confirmLabel={<Trans>จบการขาย</Trans>}
          busy={finishing}
          onConfirm={() => {
            actor.send({ type: 'livePost.finish' });
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>เมื่อจบแล้ว ความคิดเห็นที่เขียนหลังจากนี้จะสั่งซื้อไม่ได้ และขายโพสต์นี้ต่อไม่ได้อีก</Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

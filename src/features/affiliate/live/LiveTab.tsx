import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { livePagesQuery, livePostsQuery } from '../../../api/queries/live.ts';
import { formatCount } from '../../../format/number.ts';
import type { ConnectOutcome } from '../../../routing/route-params.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { LiveBadge } from '../../../ui/live/LiveBadge.tsx';
import { Price } from '../../../ui/Price.tsx';
import { AffiliateList } from '../pages/AffiliateList.tsx';
import { postLink } from './post-link.ts';

export interface LiveTabSearch {
  search?: string | undefined;
  status?: 0 | 1 | undefined;
  sort?: 0 | 1 | undefined;
  connect?: ConnectOutcome | undefined;
}

/**
 * The affiliate's live selling: the social pages they connected (connecting one goes through
 * the provider's dialog, outside the SPA), then their live posts by name and status, newest
 * first, each with its badge and what it sold, and a new one.
 */
export function LiveTab({ pageNo, filter }: { pageNo: number; filter: LiveTabSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pages = useQuery(livePagesQuery());
  const posts = useQuery(livePostsQuery({ ...filter, pageNo }));
  const [typed, setTyped] = useState(filter.search ?? '');
  const [status, setStatus] = useState(filter.status === undefined ? '' : String(filter.status));
  const [sort, setSort] = useState(String(filter.sort ?? 0));
  const outcomes: Record<ConnectOutcome, { kind: 'success' | 'error'; words: string }> = {
    connected: { kind: 'success', words: t`เชื่อมต่อเพจแล้ว` },
    cancelled: { kind: 'error', words: t`ยกเลิกการเชื่อมต่อเพจแล้ว` },
    taken: { kind: 'error', words: t`เพจนี้เชื่อมต่อกับผู้ขายรายอื่นอยู่แล้ว` },
    failed: { kind: 'error', words: t`เชื่อมต่อเพจไม่สำเร็จ กรุณาลองใหม่อีกครั้ง` },
  };
  const outcome = filter.connect && outcomes[filter.connect];

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '.',
      search: {
        search: typed.trim() || undefined,
        status: status === '0' ? 0 : status === '1' ? 1 : undefined,
        sort: sort === '1' ? 1 : undefined,
        pageNo: undefined,
        connect: undefined,
      },
    });
  };

  return (
    <>
      <section className="affiliate-panel" aria-labelledby="live-pages-title">
        <h2 id="live-pages-title">
          <Trans>เพจที่เชื่อมต่อ</Trans>
        </h2>
        {outcome && <Alert kind={outcome.kind}>{outcome.words}</Alert>}
        {pages.data && pages.data.length > 0 ? (
          <ul>
            {pages.data.map((page) => (
              <li key={page.pageId}>
                {page.name} ·{' '}
                <a href={page.url} target="_blank" rel="noopener noreferrer">
                  <Trans>เปิดเพจ (แท็บใหม่)</Trans>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          pages.data && (
            <p>
              <Trans>ยังไม่ได้เชื่อมต่อเพจ เชื่อมต่อเพจ Facebook เพื่อรับคำสั่งซื้อจากความคิดเห็นในไลฟ์</Trans>
            </p>
          )
        )}
        {/* A navigation to the server, which sends the browser on to the provider's dialog. */}
        <a className="button button--ghost" href="/auth/facebook-page">
          <Trans>เชื่อมต่อเพจ Facebook</Trans>
        </a>
      </section>

      <section className="affiliate-panel" aria-labelledby="live-posts-title">
        <h2 id="live-posts-title">
          <Trans>โพสต์ไลฟ์ของคุณ</Trans>
        </h2>
        <Link className="button" {...postLink('new')}>
          <Trans>สร้างโพสต์ไลฟ์</Trans>
        </Link>
        <form className="live-filter" onSubmit={applyFilter}>
          <label>
            <Trans>ค้นหาชื่อโพสต์</Trans>
            <input
              type="search"
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <label>
            <Trans>สถานะ</Trans>
            <select value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">{t`ทั้งหมด`}</option>
              <option value="0">{t`ฉบับร่าง`}</option>
              <option value="1">{t`กำลังไลฟ์`}</option>
            </select>
          </label>
          <label>
            <Trans>เรียงตาม</Trans>
            <select value={sort} onChange={(e) => setSort(e.target.value)}>
              <option value="0">{t`ล่าสุดก่อน`}</option>
              <option value="1">{t`ขายได้มากที่สุดก่อน`}</option>
            </select>
          </label>
          <button type="submit" className="button button--ghost">
            <Trans>ค้นหา</Trans>
          </button>
        </form>
        <AffiliateList
          query={posts}
          pageNo={pageNo}
          caption={t`โพสต์ไลฟ์ของคุณ`}
          empty={<Trans>ยังไม่มีโพสต์ไลฟ์</Trans>}
          head={
            <>
              <th scope="col">
                <Trans>โพสต์</Trans>
              </th>
              <th scope="col">
                <Trans>สถานะ</Trans>
              </th>
              <th scope="col">
                <Trans>สั่งซื้อ / ต้องการ (ชิ้น)</Trans>
              </th>
              <th scope="col">
                <Trans>ยอดขาย</Trans>
              </th>
            </>
          }
          row={(post) => (
            <tr key={post.id}>
              <td>
                <Link {...postLink(String(post.id))}>{post.name}</Link>
              </td>
              <td>
                <LiveBadge statusId={post.statusId} />
              </td>
              <td>
                {formatCount(post.submitOrder)} / {formatCount(post.purchaseDemand ?? 0)}
              </td>
              <td>
                <Price amount={post.grandTotal ?? 0} />
              </td>
            </tr>
          )}
        />
      </section>
    </>
  );
}

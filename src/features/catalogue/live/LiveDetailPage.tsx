import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { publicLivePostQuery } from '../../../api/queries/live-feed.ts';
import { formatCount } from '../../../format/number.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Img } from '../../../ui/Img.tsx';
import { LiveBadge } from '../../../ui/live/LiveBadge.tsx';
import { Price } from '../../../ui/Price.tsx';
import { useLivePostEvents } from './post-events.ts';
import '../catalogue-page.css';
import './live-pages.css';

const PICTURE = 320;

/**
 * /live/detail/{postTypeId}/{id}: a post's products with their keywords, prices (the cut below
 * the list price) and the cashback left, the stock, and the badge; kept fresh from the post's
 * event stream while it is live, without a reload.
 */
export function LiveDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  const post = useSuspenseQuery(publicLivePostQuery(id)).data;
  const live = post.statusId === 1;
  useLivePostEvents(id, live);
  useDocumentTitle(post.name);
  const example = post.product[0]?.keyword ?? 'A1';
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">{post.name}</h1>
      <LiveBadge statusId={post.statusId} />
      {live ? (
        <p>
          <Trans>สั่งซื้อโดยพิมพ์คีย์เวิร์ดในความคิดเห็นของไลฟ์ เช่น CF {example} 2</Trans>
        </p>
      ) : (
        <p>
          <Trans>ไลฟ์นี้จบการขายแล้ว คีย์เวิร์ดสั่งซื้อไม่ได้อีก</Trans>
        </p>
      )}
      <p aria-live="polite">
        <Trans>สั่งซื้อแล้ว {formatCount(post.submitOrder)} ชิ้น</Trans>
      </p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets */}
      <ul className="live-products" role="list" aria-label={t`สินค้าในไลฟ์`}>
        {post.product.map((line) => (
          <li key={line.id} className="live-product">
            <Img src={line.producDetail.imageUrl} width={PICTURE} height={PICTURE} alt="" />
            <span className="live-product__keyword">{line.keyword}</span>
            <Link to="/product/$urlKey" params={{ urlKey: line.producDetail.urlKey }}>
              {line.producDetail.name}
            </Link>
            <span>
              <Price amount={line.price} />{' '}
              {line.price < line.producDetail.price && (
                <s className="live-product__list-price">
                  <Price amount={line.producDetail.price} />
                </s>
              )}
            </span>
            {line.displayCashback > 0 && (
              <span>
                <Trans>
                  แคชแบ็ก <Price amount={line.displayCashback} />
                </Trans>
              </span>
            )}
            <span>
              {line.producDetail.stock > 0 ? (
                <Trans>เหลือ {formatCount(line.producDetail.stock)} ชิ้น</Trans>
              ) : (
                <Trans>สินค้าหมด</Trans>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

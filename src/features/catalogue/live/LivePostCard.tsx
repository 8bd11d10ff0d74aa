import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LivePost } from '../../../api/queries/live-feed.ts';
import { Img } from '../../../ui/Img.tsx';
import { LiveBadge } from '../../../ui/live/LiveBadge.tsx';
import { Price } from '../../../ui/Price.tsx';

const THUMB = 72;

/** A live post in a list: its first product's picture, its name (the link), badge and prices. */
export function LivePostCard({ post }: { post: LivePost }) {
  const [first] = post.product;
  const prices = post.product.map((line) => line.price);
  return (
    <article className="live-card">
      {first && <Img src={first.producDetail.imageUrl} width={THUMB} height={THUMB} alt="" />}
      <div className="live-card__body">
        <h3 className="live-card__name">
          <Link
            to="/live/detail/{-$postTypeId}/{-$id}"
            params={{ postTypeId: post.postTypeId, id: post.id }}
            className="live-card__link"
          >
            {post.name}
          </Link>
        </h3>
        <LiveBadge statusId={post.statusId} />
        {prices.length > 0 && (
          <p className="live-card__meta">
            <Trans>
              {post.product.length} รายการ ราคาเริ่มต้น <Price amount={Math.min(...prices)} />
            </Trans>
          </p>
        )}
      </div>
    </article>
  );
}

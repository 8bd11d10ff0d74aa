import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { ProductSummary } from '../../../api/queries/catalogue.ts';
import { loadCatalogueCatalog } from '../../../i18n/feature-catalogs.ts';
import { Img } from '../../../ui/Img.tsx';
import { CardHeart } from './CardHeart.tsx';
import { DiscountBadge } from './DiscountBadge.tsx';
import { PriceTag } from './PriceTag.tsx';
import { Rating } from './Rating.tsx';
import './product-card.css';
import { formatCount } from '../../../format/number.ts';

// The quick add is a chunk of its own (with the catalogue's messages), loaded on first use.
const QuickAddDialog = lazy(() =>
  Promise.all([import('../product/QuickAddDialog.tsx'), loadCatalogueCatalog()]).then(
    ([module]) => module,
  ),
);

export interface ProductCardProps {
  product: ProductSummary;
  /** The first cards of a page are the largest content above the fold. */
  priority?: boolean;
}

/**
 * A product in any list. The name is the link; it stretches over the whole card so the
 * card is one target, and the image (alt="") adds no second announcement of the name.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const soldOut = product.availableQuantity <= 0;
  const sold = formatCount(product.soldCount);
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__media">
        <Img
          src={product.image.url}
          width={product.image.width}
          height={product.image.height}
          alt=""
          priority={priority}
        />
        <DiscountBadge percent={product.discountPercent} />
        <CardHeart productId={product.id} name={product.name} />
        {soldOut && (
          <span className="product-card__sold-out">
            <Trans>สินค้าหมด</Trans>
          </span>
        )}
      </div>
      <h3 className="product-card__name">
        <Link
          to="/product/$urlKey"
          params={{ urlKey: product.urlKey }}
          className="product-card__link"
        >
          {product.name}
        </Link>
      </h3>
      <PriceTag price={product.price} fullPrice={product.fullPrice} />
      <p className="product-card__meta">
        <Rating value={product.rating} count={product.ratingCount} />
        <span>
          <Trans>ขายแล้ว {sold} ชิ้น</Trans>
        </span>
      </p>
      <p className="product-card__store">{product.store.name}</p>
      <button
        type="button"
        className="button product-card__add"
        disabled={soldOut}
        aria-label={t`เพิ่ม ${product.name} ลงตะกร้า`}
        aria-haspopup="dialog"
        onClick={() => setAdding(true)}
      >
        <Trans>ใส่ตะกร้า</Trans>
      </button>
      {adding && (
        <Suspense fallback={null}>
          <QuickAddDialog
            urlKey={product.urlKey}
            name={product.name}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </article>
  );
}

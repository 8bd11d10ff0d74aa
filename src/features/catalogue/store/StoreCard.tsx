import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { StoreSummary } from '../../../api/queries/catalogue-stores.ts';
import { formatCount } from '../../../format/number.ts';
import { Img } from '../../../ui/Img.tsx';
import { Rating } from '../product-card/Rating.tsx';
import './store-card.css';

const LOGO_SIZE = 64;

/** A store with its logo, rating and province; the name links to its page. */
export function StoreCard({ store }: { store: StoreSummary }) {
  const products = store.productCount;
  const shown = formatCount(products);
  return (
    <article className="store-card">
      <Img src={store.logo.url} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />
      <div className="store-card__body">
        <h3 className="store-card__name">
          <Link to="/store/$urlKey" params={{ urlKey: store.urlKey }} className="store-card__link">
            {store.name}
          </Link>
        </h3>
        <p className="store-card__meta">
          <Rating value={store.rating} />
          <span>{store.province}</span>
          <span>
            <Plural value={products} one={`${shown} สินค้า`} other={`${shown} สินค้า`} />
          </span>
        </p>
      </div>
      <span className="store-card__visit" aria-hidden="true">
        <Trans>ดูร้าน</Trans>
      </span>
    </article>
  );
}

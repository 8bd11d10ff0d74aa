import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { loadCatalogueCatalog } from '../../../i18n/feature-catalogs.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { PlainHeart } from '../../../ui/wishlist/PlainHeart.tsx';

// A shopper's heart is a chunk of its own (with the catalogue's messages, its alerts'), loaded
// once a shopper is signed in: a guest's cards, on every first screen, carry a plain button.
const WishlistHeart = lazy(() =>
  Promise.all([import('../../../ui/wishlist/WishlistHeart.tsx'), loadCatalogueCatalog()]).then(
    ([module]) => ({ default: module.WishlistHeart }),
  ),
);

/** The card's wishlist heart: a guest's asks them to log in; a shopper's keeps the product. */
export function CardHeart({ productId, name }: { productId: number; name: string }) {
  const { t } = useLingui();
  const member = useSessionUser();
  const label = t`เก็บ ${name} ไว้ในรายการโปรด`;
  const plain = <PlainHeart label={label} className="product-card__heart" />;
  if (!member) return plain;
  return (
    <Suspense fallback={plain}>
      <WishlistHeart productId={productId} label={label} className="product-card__heart" />
    </Suspense>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { productQuery } from '../../../api/queries/catalogue.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ProductOffer } from './ProductOffer.tsx';
import './product-page.css';

function QuickAddOffer({ urlKey }: { urlKey: string }) {
  const { data: product } = useSuspenseQuery(productQuery(urlKey));
  return <ProductOffer product={product} />;
}

/**
 * A product card's add to cart: the product's options, stock and quantity in a dialog (a
 * card knows none of them), added as on the product page.
 */
export default function QuickAddDialog({
  urlKey,
  name,
  onClose,
}: {
  urlKey: string;
  name: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={name} onClose={onClose} className="quick-add">
      <Suspense
        fallback={
          <p role="status" className="quick-add__loading">
            …
          </p>
        }
      >
        <QuickAddOffer urlKey={urlKey} />
      </Suspense>
    </Dialog>
  );
}

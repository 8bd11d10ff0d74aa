import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '../../features/catalogue/search/product-search.ts';
import { loadOrdersCatalog } from '../../i18n/feature-catalogs.ts';
import { PaymentPage } from '../../routing/payment-page.ts';
import { optionalReferenceParams } from '../../routing/route-params.ts';

export const Route = createFileRoute('/affiliate/{-$referenceCode}')({
  params: optionalReferenceParams,
  validateSearch: parsePageSearch,
  loader: loadOrdersCatalog,
  component: PaymentPage,
  codeSplitGroupings: [],
});

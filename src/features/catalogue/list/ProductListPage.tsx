import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { ProductBrowser } from '../browse/ProductBrowser.tsx';
import type { ProductSearch } from '../search/product-search.ts';
import '../catalogue-page.css';

/** /product: the whole catalogue, or the results of the header search. */
export function ProductListPage({ search }: { search: ProductSearch }) {
  const { t } = useLingui();
  const term = search.search;
  useDocumentTitle(term ? t`ผลการค้นหา "${term}"` : t`สินค้าทั้งหมด`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        {term ? <Trans>ผลการค้นหา "{term}"</Trans> : <Trans>สินค้าทั้งหมด</Trans>}
      </h1>
      <ProductBrowser search={search} />
    </div>
  );
}

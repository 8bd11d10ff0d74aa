import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../../api/queries/categories.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { ProductBrowser } from '../browse/ProductBrowser.tsx';
import { CategoryTiles } from '../CategoryTiles.tsx';
import type { ProductSearch } from '../search/product-search.ts';
import '../catalogue-page.css';

/** /category/{urlKey}: the category's products with every filter; the loader found it. */
export function CategoryPage({ urlKey, search }: { urlKey: string; search: ProductSearch }) {
  const categories = useSuspenseQuery(categoriesQuery()).data;
  const category = categories.find((candidate) => candidate.urlKey === urlKey);
  useDocumentTitle(category?.name);
  if (!category) return null;
  return (
    <div className="catalogue-page container">
      <Breadcrumb
        trail={[{ label: <Trans>หมวดหมู่สินค้า</Trans>, link: { to: '/category/{-$urlKey}' } }]}
        current={category.name}
      />
      <h1 className="catalogue-page__title">{category.name}</h1>
      <p className="catalogue-page__lead">{category.description}</p>
      <ProductBrowser search={search} scope={{ category: category.urlKey }} />
    </div>
  );
}

/** /category: every category. */
export function CategoryIndexPage() {
  const { t } = useLingui();
  const categories = useSuspenseQuery(categoriesQuery()).data;
  useDocumentTitle(t`หมวดหมู่สินค้า`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>หมวดหมู่สินค้า</Trans>
      </h1>
      <CategoryTiles categories={categories} />
    </div>
  );
}

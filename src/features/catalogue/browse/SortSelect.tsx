import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductSort } from '../../../api/queries/catalogue.ts';
import { useKeptBeforeHydration } from '../../../first-screen/use-kept-before-hydration.ts';
import { PRODUCT_SORTS, type ProductSearch } from '../search/product-search.ts';
import { withFilters } from '../search/search-changes.ts';
import { useProductSearchChange } from './useProductSearchChange.ts';

const SORT_LABELS: Record<ProductSort, MessageDescriptor> = {
  recommended: msg`แนะนำ`,
  newest: msg`สินค้ามาใหม่`,
  priceAsc: msg`ราคา: ต่ำไปสูง`,
  priceDesc: msg`ราคา: สูงไปต่ำ`,
  bestSelling: msg`ขายดี`,
  rating: msg`คะแนนรีวิวสูงสุด`,
};

const DEFAULT_SORT: ProductSort = 'recommended';

export function SortSelect({ sortBy }: { sortBy: ProductSort | undefined }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const change = useProductSearchChange();
  const shown = sortBy ?? DEFAULT_SORT;
  const choose = (chosen: string) => {
    const value = PRODUCT_SORTS.find((sort) => sort === chosen);
    change((current: ProductSearch) =>
      withFilters(current, { sortBy: value === DEFAULT_SORT ? undefined : value }),
    );
  };
  const select = useKeptBeforeHydration<HTMLSelectElement>(
    (element) => element.value !== shown,
    (element) => choose(element.value),
  );
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t`เรียงตาม`}</label>
      <select ref={select} id={id} value={shown} onChange={(event) => choose(event.target.value)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

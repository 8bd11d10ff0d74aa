import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { PRODUCT_PAGE_SIZE } from '../../../api/queries/catalogue.ts';
import { formatCount } from '../../../format/number.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { useIsMobile } from '../../../ui/viewport.ts';
import { PagePending } from '../PagePending.tsx';
import { ProductGrid } from '../product-card/ProductGrid.tsx';
import { LIST_FILTERS, type ProductSearch } from '../search/product-search.ts';
import { hasFilters, type ProductScope, withoutFilters } from '../search/search-changes.ts';
import { browserListQuery } from './list-query.ts';
import { SortSelect } from './SortSelect.tsx';
import { useProductSearchChange } from './useProductSearchChange.ts';
import './browse.css';

const FilterPanel = lazy(() => import('./FilterPanel.tsx'));

export interface ProductBrowserProps {
  search: ProductSearch;
  /** The page's own narrowing: a category, store, campaign or promotion. */
  scope?: ProductScope;
}

/** How many filters are on, for the phone's filter button. */
function activeFilterCount(search: ProductSearch): number {
  const price = search.startprice !== undefined || search.endprice !== undefined ? 1 : 0;
  return price + LIST_FILTERS.reduce((sum, name) => sum + (search[name]?.length ?? 0), 0);
}

/**
 * A filterable, sortable, paged product list. Filters sit beside the list on wide screens
 * and in a dialog on phones. While a new page of results loads, the previous one stays.
 */
export function ProductBrowser({ search, scope = {} }: ProductBrowserProps) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const id = useId();
  const change = useProductSearchChange();
  const list = useQuery({ ...browserListQuery(search, scope), placeholderData: keepPreviousData });

  if (!list.data) {
    return list.isError ? <ListError onRetry={() => void list.refetch()} /> : <PagePending />;
  }
  const { dataList: products, count } = list.data;
  const shown = formatCount(count);
  const pageNo = search.pageNo ?? 1;
  const filters = (
    <Suspense fallback={<PagePending />}>
      <FilterPanel search={search} />
    </Suspense>
  );
  const activeFilters = activeFilterCount(search);

  return (
    <div className="browser">
      {!isMobile && (
        <aside className="browser__filters" aria-labelledby={`${id}-filters`}>
          <h2 id={`${id}-filters`} className="browser__filters-title">
            <Trans>ตัวกรอง</Trans>
          </h2>
          {filters}
        </aside>
      )}
      <section
        className="browser__results"
        aria-labelledby={`${id}-count`}
        aria-busy={list.isPlaceholderData}
      >
        <div className="browser__toolbar">
          {/* Announces the new count after every filter, sort or page change. */}
          <div aria-live="polite" className="browser__count">
            <h2 id={`${id}-count`}>
              <Plural
                value={count}
                one={`พบสินค้า ${shown} รายการ`}
                other={`พบสินค้า ${shown} รายการ`}
              />
            </h2>
          </div>
          {isMobile && (
            <button
              type="button"
              className="button button--ghost"
              aria-haspopup="dialog"
              onClick={() => setFiltersOpen(true)}
            >
              {activeFilters > 0 ? <Trans>ตัวกรอง ({activeFilters})</Trans> : <Trans>ตัวกรอง</Trans>}
            </button>
          )}
          <SortSelect sortBy={search.sortBy} />
        </div>
        {list.isError && <ListError onRetry={() => void list.refetch()} />}
        {products.length > 0 ? (
          <ProductGrid products={products} priorityCount={2} />
        ) : (
          <div className="browser__empty">
            <p>
              <Trans>ไม่พบสินค้าที่ตรงกับเงื่อนไข</Trans>
            </p>
            {hasFilters(search) && (
              <button type="button" className="button" onClick={() => change(withoutFilters)}>
                <Trans>ล้างตัวกรองทั้งหมด</Trans>
              </button>
            )}
          </div>
        )}
        <Pager pageNo={pageNo} pageCount={pageCountOf(count, PRODUCT_PAGE_SIZE)} />
      </section>
      {isMobile && filtersOpen && (
        <Dialog title={t`ตัวกรอง`} onClose={() => setFiltersOpen(false)} variant="side">
          {filters}
          <button
            type="button"
            className="button browser__show"
            onClick={() => setFiltersOpen(false)}
          >
            <Plural value={count} one={`ดูสินค้า ${shown} รายการ`} other={`ดูสินค้า ${shown} รายการ`} />
          </button>
        </Dialog>
      )}
    </div>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="browser__error" role="alert">
      <p>
        <Trans>โหลดรายการสินค้าไม่สำเร็จ</Trans>
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        <Trans>ลองอีกครั้ง</Trans>
      </button>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BEST_SELLER_PAGE_SIZE, bestSellersQuery } from '../../../api/queries/best-sellers.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { ProductGrid } from '../product-card/ProductGrid.tsx';

export const BEST_SELLERS_ID = 'best-sellers';

/** Best sellers, 15 a page; the page is in the URL and a page change scrolls back here. */
export function BestSellers({ pageNo }: { pageNo: number }) {
  const list = useQuery({ ...bestSellersQuery(pageNo), placeholderData: keepPreviousData });
  return (
    <section
      id={BEST_SELLERS_ID}
      className="home__section"
      aria-labelledby="home-best-sellers"
      aria-busy={list.isPlaceholderData}
    >
      <div className="home__section-head">
        <h2 id="home-best-sellers">
          <Trans>สินค้าขายดี</Trans>
        </h2>
      </div>
      {list.data ? (
        <>
          <ProductGrid products={list.data.dataList} />
          <Pager
            pageNo={pageNo}
            pageCount={pageCountOf(list.data.count, BEST_SELLER_PAGE_SIZE)}
            hash={BEST_SELLERS_ID}
          />
        </>
      ) : (
        list.isError && (
          <div role="alert" className="home__error">
            <p>
              <Trans>โหลดสินค้าขายดีไม่สำเร็จ</Trans>
            </p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void list.refetch()}
            >
              <Trans>ลองอีกครั้ง</Trans>
            </button>
          </div>
        )
      )}
    </section>
  );
}

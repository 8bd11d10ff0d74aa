import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '../../../api/queries/catalogue.ts';
import { storesQuery } from '../../../api/queries/catalogue-stores.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { StoreCard } from './StoreCard.tsx';
import '../catalogue-page.css';
import './store-page.css';

/** /store and /seller-store: the stores, best rated first. */
export function StoreListPage({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const { dataList: stores, count } = useSuspenseQuery(storesQuery(pageNo)).data;
  useDocumentTitle(t`ร้านค้า`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>ร้านค้า</Trans>
      </h1>
      {stores.length === 0 ? (
        <p>
          <Trans>ยังไม่มีร้านค้า</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets
        <ul className="store-list" role="list">
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
      <Pager pageNo={pageNo} pageCount={pageCountOf(count, PRODUCT_PAGE_SIZE)} />
    </div>
  );
}

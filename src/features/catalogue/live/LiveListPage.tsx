import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { LIVE_FEED_PAGE_SIZE, liveFeedQuery } from '../../../api/queries/live-feed.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { LiveFeed } from './LiveFeed.tsx';
import '../catalogue-page.css';
import './live-pages.css';

/** /live/list/{postTypeId}: every post of the type (1, a Facebook page's live), paged by 10. */
export function LiveListPage({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const { dataList, count } = useSuspenseQuery(liveFeedQuery(1, pageNo)).data;
  useDocumentTitle(t`ไลฟ์สดทั้งหมด`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>ไลฟ์สดทั้งหมด</Trans>
      </h1>
      <LiveFeed posts={dataList} />
      <Pager pageNo={pageNo} pageCount={pageCountOf(count, LIVE_FEED_PAGE_SIZE)} />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LIVE_FEED_PAGE_SIZE, liveFeedQuery } from '../../../api/queries/live-feed.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { LiveBanners } from './LiveBanners.tsx';
import { LiveFeed } from './LiveFeed.tsx';
import '../catalogue-page.css';
import './live-pages.css';

/** /live: the live banners, then the posts live now (and those just finished). */
export function LiveLandingPage() {
  const { t } = useLingui();
  const { dataList, count } = useSuspenseQuery(liveFeedQuery(1, 1)).data;
  useDocumentTitle(t`ไลฟ์สด`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>ไลฟ์สด</Trans>
      </h1>
      <LiveBanners />
      <LiveFeed posts={dataList} />
      {count > LIVE_FEED_PAGE_SIZE && (
        <p>
          <Link to="/live/list/$postTypeId" params={{ postTypeId: 1 }}>
            <Trans>ดูไลฟ์ทั้งหมด</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}

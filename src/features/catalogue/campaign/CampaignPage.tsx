import { useSuspenseQuery } from '@tanstack/react-query';
import { campaignQuery } from '../../../api/queries/campaign.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { ProductBrowser } from '../browse/ProductBrowser.tsx';
import type { ProductSearch } from '../search/product-search.ts';
import { DateRange } from '../text/DateRange.tsx';
import '../catalogue-page.css';

/** /campaign/{urlKey?}: the campaign's banner and all its products; the loader found it. */
export function CampaignPage({
  urlKey,
  search,
}: {
  urlKey: string | undefined;
  search: ProductSearch;
}) {
  const campaign = useSuspenseQuery(campaignQuery(urlKey)).data;
  useDocumentTitle(campaign?.name);
  if (!campaign) return null;
  return (
    <div className="catalogue-page container">
      <div className="catalogue-page__banner">
        <BannerPicture banner={campaign.banner} alt="" priority />
      </div>
      <h1 className="catalogue-page__title">{campaign.name}</h1>
      <p className="catalogue-page__facts">
        <DateRange start={campaign.startDate} end={campaign.endDate} />
      </p>
      <p className="catalogue-page__lead">{campaign.description}</p>
      <ProductBrowser search={search} scope={{ campaign: campaign.urlKey }} />
    </div>
  );
}

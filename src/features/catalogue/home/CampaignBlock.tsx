import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { campaignQuery } from '../../../api/queries/campaign.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { ProductGrid } from '../product-card/ProductGrid.tsx';

/** How many of the campaign's products the home page shows. */
const HOME_CAMPAIGN_PRODUCTS = 5;

/** The running campaign: its banner, its first products and a way to all of them. */
export function CampaignBlock() {
  const campaign = useQuery(campaignQuery()).data;
  if (!campaign) return null;
  const link = { to: '/campaign/{-$urlKey}', params: { urlKey: campaign.urlKey } } as const;
  return (
    <section className="home__section" aria-labelledby="home-campaign">
      <div className="home__section-head">
        <h2 id="home-campaign">{campaign.name}</h2>
        <Link {...link}>
          <Trans>ดูสินค้าทั้งหมดในแคมเปญ</Trans>
        </Link>
      </div>
      <Link {...link} className="home__campaign-banner" tabIndex={-1} aria-hidden="true">
        <BannerPicture banner={campaign.banner} alt="" />
      </Link>
      <ProductGrid products={campaign.product.slice(0, HOME_CAMPAIGN_PRODUCTS)} />
    </section>
  );
}

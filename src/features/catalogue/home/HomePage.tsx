import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../../api/queries/categories.ts';
import { logoQuery } from '../../../api/queries/settings.ts';
import { CategoryTiles } from '../CategoryTiles.tsx';
import { BestSellers } from './BestSellers.tsx';
import { CampaignBlock } from './CampaignBlock.tsx';
import { HomeBanners } from './HomeBanners.tsx';
import './home.css';

/**
 * The home page: product banners, the running campaign, categories and best sellers.
 * Each block stands alone: one that fails to load leaves the others in place.
 */
export function HomePage({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const siteTitle = useQuery(logoQuery()).data?.title;
  const categories = useQuery(categoriesQuery()).data ?? [];
  return (
    <div className="home container">
      <h1 className="visually-hidden">{siteTitle || t`หน้าแรก`}</h1>
      <HomeBanners />
      <CampaignBlock />
      {categories.length > 0 && (
        <section className="home__section" aria-labelledby="home-categories">
          <div className="home__section-head">
            <h2 id="home-categories">
              <Trans>หมวดหมู่สินค้า</Trans>
            </h2>
          </div>
          <CategoryTiles categories={categories} />
        </section>
      )}
      <BestSellers pageNo={pageNo} />
    </div>
  );
}

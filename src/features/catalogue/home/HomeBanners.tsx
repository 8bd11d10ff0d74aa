import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { withHidePopup } from '../../../../machines/layout/layout-rules.ts';
import { productBannersQuery } from '../../../api/queries/banners.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { Carousel, SLIDESHOW_INTERVAL_MS } from '../../../ui/Carousel.tsx';

/** The home page's product banners; following one suppresses the banner popup there. */
export function HomeBanners() {
  const { t } = useLingui();
  const router = useRouter();
  const banners = useQuery(productBannersQuery()).data ?? [];
  if (banners.length === 0) return null;
  return (
    <div className="home__banners">
      <Carousel
        items={banners}
        interval={SLIDESHOW_INTERVAL_MS}
        label={t`แบนเนอร์สินค้า`}
        itemKey={(banner) => banner.id}
        renderSlide={(banner, index) => {
          const href = withHidePopup(banner.linkUrl);
          return (
            <a
              href={href}
              onClick={(event) => {
                if (!href.startsWith('/')) return;
                event.preventDefault();
                void router.navigate({ href });
              }}
            >
              <BannerPicture banner={banner} priority={index === 0} later={index > 0} />
            </a>
          );
        }}
      />
    </div>
  );
}

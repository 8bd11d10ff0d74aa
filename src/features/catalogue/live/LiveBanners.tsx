import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { liveBannersQuery } from '../../../api/queries/live-feed.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { Carousel, SLIDESHOW_INTERVAL_MS } from '../../../ui/Carousel.tsx';

/** The live-selling strip's banners (`/Banner/LiveList`), as a slideshow. */
export function LiveBanners() {
  const { t } = useLingui();
  const router = useRouter();
  const banners = useSuspenseQuery(liveBannersQuery()).data;
  if (banners.length === 0) return null;
  return (
    <div className="live-banners">
      <Carousel
        items={banners}
        interval={SLIDESHOW_INTERVAL_MS}
        label={t`แบนเนอร์ไลฟ์สด`}
        itemKey={(banner) => banner.id}
        renderSlide={(banner, index) => (
          <a
            href={banner.linkUrl}
            onClick={(event) => {
              if (!banner.linkUrl.startsWith('/')) return;
              event.preventDefault();
              void router.navigate({ href: banner.linkUrl });
            }}
          >
            <BannerPicture banner={banner} priority={index === 0} later={index > 0} />
          </a>
        )}
      />
    </div>
  );
}

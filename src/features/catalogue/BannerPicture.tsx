import type { BannerImage } from '../../api/queries/catalogue-marketing.ts';
import { MOBILE_MEDIA } from '../../layout/viewport.ts';
import { Img } from '../../ui/Img.tsx';

export interface BannerPictureProps {
  banner: BannerImage;
  /** The banner is the largest thing above the fold (LCP). */
  priority?: boolean;
  /** Empty when the banner sits in a link or beside a heading that already names it. */
  alt?: string;
}

/** A banner: the phone image on phones, sized by the desktop image's width and height. */
export function BannerPicture({
  banner,
  priority = false,
  alt = banner.altTag,
}: BannerPictureProps) {
  return (
    <picture className="banner-picture">
      <source media={MOBILE_MEDIA} srcSet={banner.mobileImageUrl} />
      <Img
        src={banner.imageUrl}
        width={banner.width}
        height={banner.height}
        alt={alt}
        priority={priority}
      />
    </picture>
  );
}

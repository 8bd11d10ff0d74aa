import type { components } from '../../openapi/storefront.d.ts';
import { Img } from './Img.tsx';
import { MOBILE_MEDIA } from './viewport.ts';

type BannerImage = components['schemas']['BannerImage'];

export interface BannerPictureProps {
  banner: BannerImage;
  /** The banner is the largest thing above the fold (LCP). */
  priority?: boolean;
  /** Empty when the banner sits in a link or beside a heading that already names it. */
  alt?: string;
  /** 'eager' where slides take turns and none may appear blank (the popup carousel). */
  loading?: 'eager' | 'lazy';
  /** A slide shown later (Img's `later`). */
  later?: boolean;
}

/** A banner: the phone image on phones; each image's own size reserves its box, so nothing jumps. */
export function BannerPicture({
  banner,
  priority = false,
  alt = banner.altTag,
  loading,
  later,
}: BannerPictureProps) {
  return (
    <picture className="banner-picture">
      <source
        media={MOBILE_MEDIA}
        srcSet={banner.mobileImageUrl}
        width={banner.mobileWidth}
        height={banner.mobileHeight}
      />
      <Img
        src={banner.imageUrl}
        width={banner.width}
        height={banner.height}
        alt={alt}
        priority={priority}
        later={later}
        loading={loading}
      />
    </picture>
  );
}

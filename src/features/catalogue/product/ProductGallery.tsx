import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '../../../api/queries/catalogue.ts';
import { Carousel, SLIDESHOW_INTERVAL_MS } from '../../../ui/Carousel.tsx';
import { Img } from '../../../ui/Img.tsx';
import { usePrefersReducedMotion } from '../../../ui/viewport.ts';
import './product-gallery.css';

const THUMBNAIL_SIZE = 64;

/**
 * The product's images as a slideshow (the shared carousel: autoplay, dots, no arrows, a
 * pause control) with thumbnails. Choosing an image stops the slideshow on it; so does a
 * wish for reduced motion.
 */
export function ProductGallery({ images }: { images: ProductDetail['images'] }) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Carousel
      items={images}
      interval={SLIDESHOW_INTERVAL_MS}
      label={t`รูปสินค้า`}
      itemKey={(image) => image.url}
      className="gallery"
      pauseOnChoice
      startPaused={reducedMotion}
      renderSlide={(image, i) => (
        <Img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
          priority={i === 0}
          later={i > 0}
        />
      )}
      renderChooser={({ index, choose }) => (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets
        <ul className="gallery__thumbs" role="list">
          {images.map((image, i) => {
            const position = i + 1;
            return (
              <li key={image.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={t`แสดงรูปที่ ${position}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => choose(i)}
                >
                  <Img
                    src={image.url}
                    width={THUMBNAIL_SIZE}
                    height={Math.round((THUMBNAIL_SIZE * image.height) / image.width)}
                    alt=""
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { carouselMachine } from '../../../../machines/carousel/carousel.machine.ts';
import type { ProductDetail } from '../../../api/queries/catalogue.ts';
import { Img } from '../../../ui/Img.tsx';
import { PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import './product-gallery.css';

/** Spec section 9: the image slideshow turns every 3000 ms. */
export const SLIDESHOW_INTERVAL_MS = 3000;

const THUMBNAIL_SIZE = 64;

/**
 * The product's images as a slideshow (the carousel machine: autoplay, dots, no arrows,
 * a pause control) with thumbnails. Choosing an image stops the slideshow on it; so does
 * a wish for reduced motion.
 */
export function ProductGallery({ images }: { images: ProductDetail['images'] }) {
  const { t } = useLingui();
  const actor = useActorRef(carouselMachine, {
    input: { count: images.length, interval: SLIDESHOW_INTERVAL_MS },
  });
  const index = useSelector(actor, (state) => state.context.index);
  const paused = useSelector(actor, (state) => state.matches('paused'));
  const count = images.length;

  useEffect(() => {
    actor.send({ type: 'carousel.setCount', count });
  }, [actor, count]);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      actor.send({ type: 'carousel.pause' });
    }
  }, [actor]);

  const show = (position: number) => {
    actor.send({ type: 'carousel.goTo', index: position });
    actor.send({ type: 'carousel.pause' });
  };

  return (
    <section className="gallery" aria-roledescription={t`ภาพหมุนเวียน`} aria-label={t`รูปสินค้า`}>
      {/* Announce image changes only when the shopper drives them, not on every tick. */}
      <div className="gallery__slides" aria-live={paused ? 'polite' : 'off'}>
        {images.map((image, i) => {
          const position = i + 1;
          return (
            // The APG carousel pattern names each slide as a group.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls
            <div
              key={image.url}
              className="gallery__slide"
              role="group"
              aria-roledescription={t`สไลด์`}
              aria-label={t`${position} จาก ${count}`}
              hidden={i !== index}
            >
              <Img
                src={image.url}
                width={image.width}
                height={image.height}
                alt={image.alt}
                priority={i === 0}
              />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <div className="gallery__controls">
            <button
              type="button"
              className="icon-button"
              aria-label={paused ? t`เล่นภาพหมุนเวียน` : t`หยุดภาพหมุนเวียน`}
              onClick={() => actor.send({ type: paused ? 'carousel.play' : 'carousel.pause' })}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <div className="gallery__dots">
              {images.map((image, i) => {
                const position = i + 1;
                return (
                  <button
                    key={image.url}
                    type="button"
                    className="gallery__dot"
                    aria-label={t`ไปที่สไลด์ ${position}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => show(i)}
                  />
                );
              })}
            </div>
          </div>
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets */}
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
                    onClick={() => show(i)}
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
        </>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLaterActor, useLaterSelector } from '../app/later-actor.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';
import './carousel.css';

/** Spec section 9: a slideshow (product images, home banners) turns every 3000 ms. */
export const SLIDESHOW_INTERVAL_MS = 3000;

/** The slide on show and a way to show another, for choosers beside the dots. */
export interface CarouselChoice {
  index: number;
  choose: (index: number) => void;
}

export interface CarouselProps<T> {
  items: readonly T[];
  /** Autoplay interval (popup banner 3500 ms, slideshow 3000 ms). */
  interval: number;
  /** Names the carousel region. */
  label: string;
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Added to the region's class, for a look of its own. */
  className?: string;
  /** Choosing a slide stops autoplay on it (the product slideshow). */
  pauseOnChoice?: boolean;
  /** Starts paused, e.g. when the shopper prefers reduced motion. */
  startPaused?: boolean;
  /** More ways to choose a slide, under the dots (the product thumbnails); only with several slides. */
  renderChooser?: (choice: CarouselChoice) => ReactNode;
}

const loadCarouselMachine = () =>
  import('../../machines/carousel/carousel.machine.ts').then((module) => module.carouselMachine);

/**
 * One slide at a time, dots, wrap-around, no arrows, autoplay with a visible pause/play
 * control (WCAG 2.2.2). The carousel machine owns the index and the timer. Its code is not in
 * the first load: it starts once the page has loaded when there is a turn to take, else on the
 * first choice; until then the first slide shows, as the server drew it.
 */
export function Carousel<T>({
  items,
  interval,
  label,
  itemKey,
  renderSlide,
  className,
  pauseOnChoice = false,
  startPaused = false,
  renderChooser,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const count = items.length;
  const carousel = useLaterActor(loadCarouselMachine, {
    input: { count, interval },
    startWith: startPaused ? [{ type: 'carousel.pause' }] : [],
    afterLoad: count > 1 && !startPaused,
  });
  const index = useLaterSelector(carousel, (s) => s.context.index, 0);
  const paused = useLaterSelector(carousel, (s) => s.matches('paused'), startPaused);

  // Changes after it started; until then its input and first event carry them.
  const known = useRef({ count, startPaused });
  useEffect(() => {
    const actor = carousel.current();
    if (count !== known.current.count) actor?.send({ type: 'carousel.setCount', count });
    if (startPaused && !known.current.startPaused) actor?.send({ type: 'carousel.pause' });
    known.current = { count, startPaused };
  }, [carousel, count, startPaused]);

  const choose = (position: number) => {
    carousel.send({ type: 'carousel.goTo', index: position });
    if (pauseOnChoice) carousel.send({ type: 'carousel.pause' });
  };

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription={t`ภาพหมุนเวียน`}
      aria-label={label}
    >
      {/* Announce slide changes only when the shopper drives them, not on every autoplay tick. */}
      <div className="carousel__slides" aria-live={paused ? 'polite' : 'off'}>
        {items.map((item, i) => {
          const position = i + 1;
          return (
            // The APG carousel pattern names each slide as a group.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls
            <div
              key={itemKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription={t`สไลด์`}
              aria-label={t`${position} จาก ${count}`}
              hidden={i !== index}
            >
              {renderSlide(item, i)}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <div className="carousel__controls">
            <button
              type="button"
              className="icon-button carousel__toggle"
              aria-label={paused ? t`เล่นภาพหมุนเวียน` : t`หยุดภาพหมุนเวียน`}
              onClick={() => carousel.send({ type: paused ? 'carousel.play' : 'carousel.pause' })}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <div className="carousel__dots">
              {items.map((item, i) => {
                const position = i + 1;
                return (
                  <button
                    key={itemKey(item)}
                    type="button"
                    className="carousel__dot"
                    aria-label={t`ไปที่สไลด์ ${position}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => choose(i)}
                  />
                );
              })}
            </div>
          </div>
          {renderChooser?.({ index, choose })}
        </>
      )}
    </section>
  );
}

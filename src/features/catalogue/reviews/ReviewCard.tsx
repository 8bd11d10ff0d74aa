import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '../../../api/queries/reviews.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { openImageViewer } from '../../../ui/image-viewer/image-viewer.ts';
import { Stars } from './Stars.tsx';

/** One review: its stars, who and when, its words, its photos (a slideshow) and the seller's answer. */
export function ReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const author = review.author;
  const slides = review.photos.map((photo, i) => {
    const n = i + 1;
    return {
      src: photo.url,
      alt: t`รูปที่ ${n} จากรีวิวของ ${author}`,
      width: photo.width,
      height: photo.height,
    };
  });
  return (
    <article className="review">
      <header className="review__head">
        <Stars value={review.stars} />
        <span className="review__author">{author}</span>
        <time className="review__date" dateTime={review.createdAt}>
          {formatDate(review.createdAt, locale)}
        </time>
      </header>
      <p className="review__text">{review.text}</p>
      {slides.length > 0 && (
        <ul className="review__photos">
          {slides.map((slide, i) => (
            <li key={slide.src}>
              <button
                type="button"
                className="review__photo"
                onClick={() => openImageViewer(slides, i)}
              >
                <img src={slide.src} alt={slide.alt} width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.answer && (
        <blockquote className="review__answer">
          <p className="review__answer-by">
            <Trans>คำตอบจาก {review.answer.store}</Trans>
          </p>
          <p>{review.answer.text}</p>
        </blockquote>
      )}
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  productReviewsQuery,
  REVIEWS_PAGE,
  type ReviewFilter,
} from '../../../api/queries/reviews.ts';
import { formatCount } from '../../../format/number.ts';
import { Rating } from '../product-card/Rating.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import './reviews.css';

/**
 * The product page's reviews (spec sections 1 and 3): the rating they add up to, the spec's
 * filters (all, 5 stars, has photo) with how many each holds, a page of reviews newest first,
 * and steps to the next and previous pages. A chunk of its own, drawn in the browser alone.
 */
export default function ProductReviews({ urlKey }: { urlKey: string }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const reviews = useQuery({
    ...productReviewsQuery(urlKey, filter, pageNo),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  if (reviews.isError)
    return (
      <p role="alert">
        <Trans>โหลดรีวิวไม่สำเร็จ</Trans>{' '}
        <button type="button" className="button button--ghost" onClick={() => reviews.refetch()}>
          <Trans>ลองใหม่</Trans>
        </button>
      </p>
    );
  if (!data) return <p className="reviews__muted">{t`กำลังโหลดรีวิว…`}</p>;
  const { summary } = data;
  const filters: { value: ReviewFilter; label: string; count: number }[] = [
    { value: 'all', label: t`ทั้งหมด`, count: summary.count },
    { value: 'five-stars', label: t`5 ดาว`, count: summary.fiveStars },
    { value: 'with-photos', label: t`มีรูปภาพ`, count: summary.withPhotos },
  ];
  const pageCount = Math.max(1, Math.ceil(data.count / REVIEWS_PAGE));
  const choose = (value: ReviewFilter) => {
    setFilter(value);
    setPageNo(1);
  };
  return (
    <div className="reviews" aria-busy={reviews.isFetching}>
      {summary.count > 0 ? (
        <p className="reviews__summary">
          <Rating value={summary.rating} count={summary.count} />
        </p>
      ) : (
        <p className="reviews__muted">
          <Trans>ยังไม่มีรีวิว</Trans>
        </p>
      )}
      {summary.count > 0 && (
        <fieldset className="reviews__filters">
          <legend className="visually-hidden">
            <Trans>กรองรีวิว</Trans>
          </legend>
          {filters.map((option) => {
            const count = formatCount(option.count);
            return (
              <button
                key={option.value}
                type="button"
                className="pill-tab"
                aria-pressed={filter === option.value}
                onClick={() => choose(option.value)}
              >
                {option.label} ({count})
              </button>
            );
          })}
        </fieldset>
      )}
      {data.dataList.length > 0 ? (
        <ul className="reviews__list">
          {data.dataList.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        summary.count > 0 && (
          <p className="reviews__muted">
            <Trans>ไม่มีรีวิวที่ตรงกับตัวกรองนี้</Trans>
          </p>
        )
      )}
      {pageCount > 1 && (
        <nav className="reviews__pages" aria-label={t`หน้าของรีวิว`}>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            <Trans>ก่อนหน้า</Trans>
          </button>
          <span>
            <Trans>
              หน้า {pageNo} จาก {pageCount}
            </Trans>
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo >= pageCount}
            onClick={() => setPageNo(pageNo + 1)}
          >
            <Trans>ถัดไป</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}

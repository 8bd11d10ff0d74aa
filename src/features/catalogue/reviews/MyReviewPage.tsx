import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/api-error.ts';
import { myReviewQuery } from '../../../api/queries/reviews.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { ReviewCard } from './ReviewCard.tsx';
import './reviews.css';

/**
 * The profile's review details (/user/profile/{menu}/{orderId}/{productId}): the buyer's own
 * review as the product page shows it, and, when staff hid it, why.
 */
export default function MyReviewPage({
  orderId,
  productId,
}: {
  orderId: number;
  productId: number;
}) {
  const { t } = useLingui();
  const title = t`รีวิวของฉัน`;
  useDocumentTitle(title);
  const review = useQuery(myReviewQuery(orderId, productId));
  return (
    <section className="review-page" aria-labelledby="my-review-title">
      <h1 id="my-review-title">{title}</h1>
      {review.data ? (
        <>
          {review.data.hiddenReason !== null && (
            <p role="status" className="review-page__hidden">
              <Trans>รีวิวนี้ถูกซ่อนโดยเจ้าหน้าที่: {review.data.hiddenReason}</Trans>
            </p>
          )}
          <ReviewCard review={review.data} />
        </>
      ) : review.isError ? (
        <p role="alert">
          {isApiError(review.error) && review.error.status === 404
            ? t`ยังไม่มีรีวิวของสินค้านี้`
            : t`โหลดรีวิวไม่สำเร็จ`}
        </p>
      ) : (
        <p className="reviews__muted">{t`กำลังโหลด…`}</p>
      )}
      <p>
        <Link to="/user/profile/$menu/$tab" params={{ menu: 'my-order', tab: String(orderId) }}>
          <Trans>กลับไปที่คำสั่งซื้อ</Trans>
        </Link>
      </p>
    </section>
  );
}

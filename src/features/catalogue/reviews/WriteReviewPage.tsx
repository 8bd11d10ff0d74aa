import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { ORDERS_KEY, orderQuery } from '../../../api/queries/orders.ts';
import { REVIEWS_KEY, writeReview } from '../../../api/queries/reviews.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { useValidationMessage } from '../../../ui/form/validation-message.ts';
import { type PickedPhoto, ReviewPhotoPicker } from './ReviewPhotoPicker.tsx';
import { REVIEW_TEXT_MAX, type ReviewFields, reviewSchema } from './review-form.ts';
import './reviews.css';

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/**
 * /product/review/{urlKey}?orderId=: the buyer reviews a product of their delivered order, once
 * (spec sections 1 and 5): stars, words and up to 5 photos. What they wrote stays when the
 * server refuses it; once written, the profile's review details show it.
 */
export default function WriteReviewPage({ urlKey, orderId }: { urlKey: string; orderId: number }) {
  const { t } = useLingui();
  const title = t`เขียนรีวิว`;
  useDocumentTitle(title);
  const order = useQuery(orderQuery(orderId));
  const line = order.data?.products.find((p) => p.urlKey === urlKey && !p.isFreeProduct);

  let body: React.ReactNode;
  if (order.isPending) body = <p className="reviews__muted">{t`กำลังโหลด…`}</p>;
  else if (!line)
    body = (
      <p role="alert">
        <Trans>ไม่พบสินค้านี้ในคำสั่งซื้อของคุณ</Trans>
      </p>
    );
  else if (line.reviewId !== null)
    body = (
      <p>
        <Trans>คุณรีวิวสินค้านี้แล้ว</Trans> <MyReviewLink orderId={orderId} productId={line.productId} />
      </p>
    );
  else if (!order.data?.deliveredAt)
    body = (
      <p role="alert">
        <Trans>รีวิวได้เมื่อได้รับสินค้าแล้ว</Trans>
      </p>
    );
  else body = <ReviewForm orderId={orderId} productId={line.productId} />;

  return (
    <section className="container narrow-page review-page" aria-labelledby="review-title">
      <h1 id="review-title">{title}</h1>
      {line && (
        <p className="review-page__product">
          <img src={line.imageUrl} alt="" width={64} height={64} />
          <span>{line.name}</span>
        </p>
      )}
      {body}
    </section>
  );
}

function MyReviewLink({ orderId, productId }: { orderId: number; productId: number }) {
  return (
    <Link
      to="/user/profile/$menu/$orderId/$productId"
      params={{ menu: 'my-order', orderId: String(orderId), productId: String(productId) }}
    >
      <Trans>ดูรีวิวของคุณ</Trans>
    </Link>
  );
}

function ReviewForm({ orderId, productId }: { orderId: number; productId: number }) {
  const { t } = useLingui();
  const messageOf = useValidationMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const { register, handleSubmit, formState } = useForm<ReviewFields>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { text: '' },
  });
  const write = useMutation({
    mutationFn: (fields: ReviewFields) =>
      writeReview(orderId, productId, {
        stars: Number(fields.stars),
        text: fields.text.trim(),
        photoNames: photos.map((p) => p.photo.name),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY] }),
      ]);
      await navigate({
        to: '/user/profile/$menu/$orderId/$productId',
        params: { menu: 'my-order', orderId: String(orderId), productId: String(productId) },
      });
    },
  });
  const starsError = messageOf(formState.errors.stars?.message);
  const textError = messageOf(formState.errors.text?.message);
  const failure = write.error
    ? isApiError(write.error)
      ? write.error.message
      : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`
    : null;
  const max = REVIEW_TEXT_MAX;
  return (
    <form
      className="review-form"
      noValidate
      onSubmit={handleSubmit((fields) => write.mutate(fields))}
    >
      <fieldset
        className="review-form__stars"
        aria-invalid={starsError ? true : undefined}
        aria-describedby={starsError ? 'review-stars-error' : undefined}
      >
        <legend>
          <Trans>ให้คะแนนสินค้า</Trans>
        </legend>
        {STAR_CHOICES.map((stars) => (
          <label key={stars} className="review-form__star">
            <input type="radio" value={stars} {...register('stars')} />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="visually-hidden">
              <Trans>{stars} ดาว</Trans>
            </span>
          </label>
        ))}
        {starsError && (
          <p id="review-stars-error" className="field-error">
            {starsError}
          </p>
        )}
      </fieldset>
      <div className="form-field">
        <label htmlFor="review-text">
          <Trans>รีวิวของคุณ</Trans>
        </label>
        <textarea
          id="review-text"
          rows={5}
          maxLength={max}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'review-text-error' : undefined}
          {...register('text')}
        />
        {textError && (
          <p id="review-text-error" className="field-error">
            {textError}
          </p>
        )}
      </div>
      <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={write.isPending}>
        {write.isPending ? t`กำลังส่งรีวิว…` : t`ส่งรีวิว`}
      </button>
    </form>
  );
}

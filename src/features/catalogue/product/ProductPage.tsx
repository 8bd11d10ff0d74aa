import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { productQuery } from '../../../api/queries/catalogue.ts';
import { AfterHydration } from '../../../ui/AfterHydration.tsx';
import { ChatButton } from '../../../ui/chat/ChatButton.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Price } from '../../../ui/Price.tsx';
import { WishlistHeart } from '../../../ui/wishlist/WishlistHeart.tsx';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { Rating } from '../product-card/Rating.tsx';
import { PromotionEnds, PromotionTerms } from '../promotion/PromotionTerms.tsx';
import { RecommendedBy } from '../share/RecommendedBy.tsx';
import { ShareButton } from '../share/ShareButton.tsx';
import { productShareUrl } from '../share/share-urls.ts';
import { StoreCard } from '../store/StoreCard.tsx';
import { Paragraphs } from '../text/Paragraphs.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductOffer } from './ProductOffer.tsx';
import './product-page.css';
import { formatCount } from '../../../format/number.ts';

// Below the fold, with data of its own: a chunk the browser loads after the page is up.
const ProductReviews = lazy(() => import('../reviews/ProductReviews.tsx'));

/** /product/{urlKey}: everything the shopper needs to decide; the loader has fetched it. */
export function ProductPage({ urlKey }: { urlKey: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: product } = useSuspenseQuery(productQuery(urlKey));
  useDocumentTitle(product.name);
  const sold = formatCount(product.soldCount);
  const sku = product.sku;

  return (
    <article className="product-page container" aria-labelledby="product-title">
      <Breadcrumb
        trail={[
          {
            label: product.category.name,
            link: { to: '/category/{-$urlKey}', params: { urlKey: product.category.urlKey } },
          },
        ]}
        current={product.name}
      />
      <div className="product-page__top">
        <ProductGallery images={product.images} />
        <div className="product-page__summary">
          <h1 id="product-title" className="product-page__title">
            {product.name}
          </h1>
          <p className="product-page__meta">
            <Rating value={product.rating} count={product.ratingCount} />
            <span>
              <Trans>ขายแล้ว {sold} ชิ้น</Trans>
            </span>
            <span>
              <Trans>รหัสสินค้า {sku}</Trans>
            </span>
          </p>
          <ProductOffer key={product.id} product={product} />
          {product.promotions.length > 0 && (
            <section className="product-page__promotions" aria-labelledby="product-promotions">
              <h2 id="product-promotions">
                <Trans>โปรโมชัน</Trans>
              </h2>
              <ul>
                {product.promotions.map((promotion) => (
                  <li key={promotion.id}>
                    <Link
                      to="/promotion/$promotionId"
                      params={{ promotionId: promotion.id }}
                      className="product-page__promotion-name"
                    >
                      {promotion.name}
                    </Link>
                    <span>
                      <PromotionTerms promotion={promotion} />
                    </span>
                    <span className="product-page__muted">
                      <PromotionEnds endDate={promotion.endDate} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <WishlistHeart productId={product.id} />
          <ShareButton
            title={product.name}
            loadUrl={() => productShareUrl(queryClient, product.urlKey)}
          />
          <RecommendedBy />
        </div>
      </div>

      <section className="product-page__section" aria-labelledby="product-store">
        <h2 id="product-store">
          <Trans>ร้านค้า</Trans>
        </h2>
        <StoreCard store={product.store} />
        <ChatButton storeId={product.store.id} />
      </section>

      <section className="product-page__section" aria-labelledby="product-description">
        <h2 id="product-description">
          <Trans>รายละเอียดสินค้า</Trans>
        </h2>
        <Paragraphs text={product.description} />
      </section>

      <div className="product-page__columns">
        <section className="product-page__section" aria-labelledby="product-shipping">
          <h2 id="product-shipping">
            <Trans>การจัดส่ง</Trans>
          </h2>
          <ul className="product-page__list">
            {product.shippingMethods.map((method) => {
              const days = method.days;
              return (
                <li key={method.id}>
                  <span>{method.name}</span>
                  <span className="product-page__muted">
                    {method.fee > 0 ? <Price amount={method.fee} /> : t`ส่งฟรี`} ·{' '}
                    <Trans>{days} วันทำการ</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="product-page__section" aria-labelledby="product-payment">
          <h2 id="product-payment">
            <Trans>ช่องทางการชำระเงิน</Trans>
          </h2>
          <ul className="product-page__list">
            {product.paymentChannels.map((channel) => (
              <li key={channel.id}>{channel.name}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className="product-page__section" aria-labelledby="product-reviews">
        <h2 id="product-reviews">
          <Trans>รีวิวจากผู้ซื้อ</Trans>
        </h2>
        <AfterHydration>
          <Suspense fallback={null}>
            <ProductReviews urlKey={product.urlKey} />
          </Suspense>
        </AfterHydration>
      </section>
    </article>
  );
}

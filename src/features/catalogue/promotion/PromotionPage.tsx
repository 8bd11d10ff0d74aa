import { Trans } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { promotionQuery } from '../../../api/queries/catalogue-marketing.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { ProductBrowser } from '../browse/ProductBrowser.tsx';
import type { ProductSearch } from '../search/product-search.ts';
import { ShareButton } from '../share/ShareButton.tsx';
import { promotionShareUrl } from '../share/share-urls.ts';
import { DateRange } from '../text/DateRange.tsx';
import { PromotionTerms } from './PromotionTerms.tsx';
import '../catalogue-page.css';

/** /promotion/{promotionId}: what the promotion gives and the products it applies to. */
export function PromotionPage({
  promotionId,
  search,
}: {
  promotionId: number;
  search: ProductSearch;
}) {
  const queryClient = useQueryClient();
  const promotion = useSuspenseQuery(promotionQuery(promotionId)).data;
  useDocumentTitle(promotion.name);
  return (
    <div className="catalogue-page container">
      <Breadcrumb
        trail={[{ label: <Trans>โปรโมชัน</Trans>, link: { to: '/promotion' } }]}
        current={promotion.name}
      />
      <div className="catalogue-page__banner">
        <BannerPicture banner={promotion.banner} alt="" priority />
      </div>
      <h1 className="catalogue-page__title">{promotion.name}</h1>
      <p className="catalogue-page__facts">
        <strong>
          <PromotionTerms promotion={promotion} />
        </strong>
        <span>
          <DateRange start={promotion.startDate} end={promotion.endDate} />
        </span>
      </p>
      <p className="catalogue-page__lead">{promotion.description}</p>
      <div className="catalogue-page__actions">
        <ShareButton
          title={promotion.name}
          loadUrl={() => promotionShareUrl(queryClient, promotion.id)}
        />
      </div>
      <h2 className="catalogue-page__products-title">
        <Trans>สินค้าที่ร่วมรายการ</Trans>
      </h2>
      <ProductBrowser search={search} scope={{ promotion: promotion.id }} />
    </div>
  );
}

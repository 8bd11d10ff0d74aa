import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PRODUCT_PAGE_SIZE } from '../../../api/queries/catalogue.ts';
import { promotionsQuery } from '../../../api/queries/catalogue-marketing.ts';
import { formatCount } from '../../../format/number.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { PromotionEnds, PromotionTerms } from './PromotionTerms.tsx';
import '../catalogue-page.css';
import './promotion.css';

/** /promotion: the running promotions, ending soonest first. */
export function PromotionListPage({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const { dataList: promotions, count } = useSuspenseQuery(promotionsQuery(pageNo)).data;
  useDocumentTitle(t`โปรโมชัน`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>โปรโมชัน</Trans>
      </h1>
      {promotions.length === 0 ? (
        <p>
          <Trans>ขณะนี้ยังไม่มีโปรโมชัน</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets
        <ul className="promotion-list" role="list">
          {promotions.map((promotion, index) => {
            const products = promotion.productCount;
            const shown = formatCount(products);
            return (
              <li key={promotion.id}>
                <article className="promotion-card">
                  <BannerPicture banner={promotion.banner} alt="" priority={index === 0} />
                  <div className="promotion-card__body">
                    <h2 className="promotion-card__name">
                      <Link
                        to="/promotion/$promotionId"
                        params={{ promotionId: promotion.id }}
                        className="promotion-card__link"
                      >
                        {promotion.name}
                      </Link>
                    </h2>
                    <p className="promotion-card__terms">
                      <PromotionTerms promotion={promotion} />
                    </p>
                    <p className="promotion-card__meta">
                      <PromotionEnds endDate={promotion.endDate} />
                      {' · '}
                      <Plural
                        value={products}
                        one={`สินค้าที่ร่วมรายการ ${shown} รายการ`}
                        other={`สินค้าที่ร่วมรายการ ${shown} รายการ`}
                      />
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pager pageNo={pageNo} pageCount={pageCountOf(count, PRODUCT_PAGE_SIZE)} />
    </div>
  );
}

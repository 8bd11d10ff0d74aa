import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PromotionRef } from '../../../api/queries/catalogue-marketing.ts';
import { formatDate } from '../../../format/date.ts';
import { isLocale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';

/** What a promotion gives, by its type (1 baht off, 5 buy X get Y, 7 percent off). */
export function PromotionTerms({ promotion }: { promotion: PromotionRef }) {
  const { discountBaht, discountPercent, buyQuantity, freeQuantity, freeProduct } = promotion;
  if (promotion.promotionTypeId === 1 && discountBaht !== null) {
    const amount = <Price amount={discountBaht} />;
    return <Trans>ลด {amount} ต่อชิ้น</Trans>;
  }
  if (promotion.promotionTypeId === 7 && discountPercent !== null) {
    return <Trans>ลด {discountPercent}% ต่อชิ้น</Trans>;
  }
  if (
    promotion.promotionTypeId === 5 &&
    buyQuantity !== null &&
    freeQuantity !== null &&
    freeProduct !== null
  ) {
    const gift = (
      <Link to="/product/$urlKey" params={{ urlKey: freeProduct.urlKey }}>
        {freeProduct.name}
      </Link>
    );
    return (
      <Trans>
        ซื้อ {buyQuantity} ชิ้น รับ {gift} ฟรี {freeQuantity} ชิ้น
      </Trans>
    );
  }
  return null;
}

/** "Until 16 Dec 2569" in the shopper's language and calendar. */
export function PromotionEnds({ endDate }: { endDate: string }) {
  const { i18n } = useLingui();
  const date = formatDate(endDate, isLocale(i18n.locale) ? i18n.locale : 'th');
  return <Trans>ถึงวันที่ {date}</Trans>;
}

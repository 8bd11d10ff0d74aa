import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myCouponsQuery, type UsableCoupon } from '../../../api/queries/orders.ts';
import { formatDate } from '../../../format/date.ts';
import { formatCount } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Price } from '../../../ui/Price.tsx';
import '../../../ui/card-list.css';
import './rewards.css';

/**
 * /user/profile/rewards: the shopper's rewards and vouchers (spec section 2's label): the
 * coupons they can use now, each with what it takes off, its minimum spend, when it ends and
 * the uses left, and where its code goes (checkout's promotion code).
 */
export default function RewardsPage() {
  const { t } = useLingui();
  const title = t`รางวัลและคูปอง`;
  useDocumentTitle(title);
  const coupons = useQuery(myCouponsQuery());
  return (
    <section className="container narrow-page rewards-page" aria-labelledby="rewards-title">
      <h1 id="rewards-title">{title}</h1>
      <p>
        <Trans>กรอกโค้ดในช่องโค้ดส่วนลดตอนชำระเงิน</Trans>
      </p>
      {coupons.isPending && (
        <p role="status">
          <Trans>กำลังโหลดคูปอง…</Trans>
        </p>
      )}
      {coupons.isError && (
        <Alert kind="error">
          <Trans>โหลดคูปองไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </Alert>
      )}
      {coupons.data?.length === 0 && (
        <p>
          <Trans>
            ตอนนี้ยังไม่มีคูปองที่ใช้ได้ <Link to="/promotion">ดูโปรโมชัน</Link>
          </Trans>
        </p>
      )}
      {coupons.data && coupons.data.length > 0 && (
        <ul className="card-list">
          {coupons.data.map((coupon) => (
            <li key={coupon.code} className="card coupon-card">
              <CouponTerms coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CouponTerms({ coupon }: { coupon: UsableCoupon }) {
  const { i18n } = useLingui();
  const { discount } = coupon;
  const ends = formatDate(coupon.endsAt, i18n.locale as Locale);
  const percent = discount.kind === 'percent' ? discount.percent : 0;
  const { usesLeft, myUsesLeft } = coupon;
  const left = formatCount(usesLeft ?? 0);
  const myLeft = formatCount(myUsesLeft ?? 0);
  return (
    <>
      <h2 className="coupon-card__name">{coupon.name}</h2>
      <p className="coupon-card__code">
        <Trans>
          โค้ด <strong>{coupon.code}</strong>
        </Trans>
      </p>
      <ul className="coupon-card__terms">
        <li>
          {discount.kind === 'baht' ? (
            <Trans>
              ลด <Price amount={discount.amount} />
            </Trans>
          ) : discount.maxDiscount === null ? (
            <Trans>ลด {percent}%</Trans>
          ) : (
            <Trans>
              ลด {percent}% สูงสุด <Price amount={discount.maxDiscount} />
            </Trans>
          )}
        </li>
        {coupon.minSpend > 0 && (
          <li>
            <Trans>
              เมื่อซื้อสินค้าครบ <Price amount={coupon.minSpend} />
            </Trans>
          </li>
        )}
        <li>
          <Trans>ใช้ได้ถึง {ends}</Trans>
        </li>
        {/* Thai has no plural; English says "1 more time", "2 more times". */}
        {myUsesLeft !== null && (
          <li>
            <Plural
              value={myUsesLeft}
              one={`คุณใช้ได้อีก ${myLeft} ครั้ง`}
              other={`คุณใช้ได้อีก ${myLeft} ครั้ง`}
            />
          </li>
        )}
        {usesLeft !== null && (
          <li>
            <Plural
              value={usesLeft}
              one={`เหลือสิทธิ์ทั้งหมด ${left} สิทธิ์`}
              other={`เหลือสิทธิ์ทั้งหมด ${left} สิทธิ์`}
            />
          </li>
        )}
      </ul>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CheckoutProblem } from '../../../../machines/checkout/checkout-rules.ts';

/** What stops the order, translated by its code (spec section 8's catalogue messages). */
export function ProblemNotice({ problem }: { problem: CheckoutProblem }) {
  const { t } = useLingui();
  const text = {
    'out-of-stock': t`สินค้าหมด กรุณานำสินค้าออกจากตะกร้าเพื่อดำเนินการต่อ`,
    'shipping-not-found': t`ไม่พบการจัดส่งสำหรับสินค้าของร้านนี้`,
    'shipping-service-not-found': t`ไม่พบบริการจัดส่งที่รองรับน้ำหนักของพัสดุนี้`,
    'nothing-chosen': t`ยังไม่ได้เลือกสินค้าในตะกร้า`,
    'company-not-approved': t`บัญชีบริษัทของคุณรอการอนุมัติจากเจ้าหน้าที่ จึงยังสั่งซื้อไม่ได้`,
    'payment-unavailable': t`ช่องทางชำระเงินนี้ใช้ไม่ได้กับสินค้าหรือการจัดส่งที่เลือก`,
  }[problem.code];
  const inCart = problem.code === 'out-of-stock' || problem.code === 'nothing-chosen';
  return (
    <p className="checkout__problem" role="alert">
      {text}
      {inCart && (
        <>
          {' '}
          <Link to="/cart">
            <Trans>ไปที่ตะกร้า</Trans>
          </Link>
        </>
      )}
    </p>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useSessionStatus } from '../../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { SELLER_PORTAL_URL } from '../seller-portal.ts';
import { LoginPanel } from './LoginPanel.tsx';
import '../account.css';

/**
 * /seller: sellers and affiliates sign in (type 4, spec section 6) with the accounts shoppers
 * use; signed in, they go to the affiliate's page. Stores register on the partner portal.
 */
export function SellerLoginPage() {
  const { t } = useLingui();
  const title = t`เข้าสู่ระบบผู้ขายและนักขายพันธมิตร`;
  useDocumentTitle(title);
  if (useSessionStatus() === 'signedIn')
    return <Navigate to="/user/profile/$menu" params={{ menu: 'affiliate' }} replace />;
  return (
    <section className="container account-page" aria-labelledby="seller-login-title">
      <h1 id="seller-login-title">{title}</h1>
      <p>
        <Trans>ใช้บัญชีเดียวกับที่ใช้ซื้อสินค้า เข้าสู่ระบบแล้วสมัครเป็นนักขายพันธมิตรเพื่อรับเงินคืนจากลิงก์ที่คุณแชร์</Trans>
      </p>
      <LoginPanel method="email" type={4} withForgotPassword />
      <p>
        <Trans>ต้องการเปิดร้านค้า?</Trans>{' '}
        <a href={SELLER_PORTAL_URL} target="_blank" rel="noopener noreferrer">
          <Trans>สมัครที่ศูนย์ผู้ขาย (เปิดแท็บใหม่)</Trans>
        </a>
      </p>
    </section>
  );
}

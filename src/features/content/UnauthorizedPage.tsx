import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/document-title.ts';
import '../../ui/page-message.css';

/** Where a 401 answer or a page that needs signing in sends the visitor. */
export function UnauthorizedPage() {
  const { t } = useLingui();
  const title = t`กรุณาเข้าสู่ระบบ`;
  useDocumentTitle(title);
  return (
    <section className="page-message container" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{title}</h1>
      <p>
        <Trans>หน้านี้สำหรับสมาชิกที่เข้าสู่ระบบแล้ว หรือการเข้าสู่ระบบของคุณหมดอายุ</Trans>
      </p>
      <div className="page-message__actions">
        <Link to="/login/otp" className="button">
          <Trans>เข้าสู่ระบบ</Trans>
        </Link>
        <Link to="/" className="button button--ghost">
          <Trans>กลับสู่หน้าแรก</Trans>
        </Link>
      </div>
    </section>
  );
}

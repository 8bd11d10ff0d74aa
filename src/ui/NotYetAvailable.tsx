import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './document-title.ts';
import './page-message.css';

/**
 * Shown by routes whose feature arrives in a later release: honest, with a way home (one chunk
 * they share: routing/not-yet-available.ts).
 */
export function NotYetAvailable() {
  const { t } = useLingui();
  const title = t`หน้านี้ยังไม่เปิดให้บริการ`;
  useDocumentTitle(title);
  return (
    <section className="page-message container" aria-labelledby="not-yet-available-title">
      <h1 id="not-yet-available-title">{title}</h1>
      <p>
        <Trans>เรากำลังพัฒนาส่วนนี้ของเว็บไซต์ และจะเปิดให้ใช้งานเร็ว ๆ นี้</Trans>
      </p>
      <Link to="/" className="button">
        <Trans>กลับสู่หน้าแรก</Trans>
      </Link>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TermsDocument } from '../../../../machines/register/register.machine.ts';
import { staticPageQuery } from '../../../api/queries/content.ts';
import { sanitizeStaticHtml } from '../../content/sanitize-html.ts';

const SLUGS = { terms: 'terms-and-conditions', privacy: 'privacy-policy' } as const;

/** The terms or the privacy policy inside the register modal, with accept and Continue. */
export function TermsView(props: {
  document: TermsDocument;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  const page = useQuery(staticPageQuery(SLUGS[props.document])).data;
  return (
    <div className="terms-view">
      <h3>{page?.title}</h3>
      <div
        className="terms-view__text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized static page HTML
        dangerouslySetInnerHTML={{ __html: page ? sanitizeStaticHtml(page.html) : '' }}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={props.accepted}
          onChange={(event) => props.onAccept(event.target.checked)}
        />
        <Trans>ฉันยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัว</Trans>
      </label>
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          <Trans>ปิด</Trans>
        </button>
        <button type="button" className="button" onClick={props.onContinue}>
          <Trans>ดำเนินการต่อ</Trans>
        </button>
      </div>
    </div>
  );
}

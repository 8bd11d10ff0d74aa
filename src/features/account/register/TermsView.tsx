import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { TermsDocument } from '../../../../machines/register/register.machine.ts';
import { type StaticPageSlug, staticPageQuery } from '../../../api/queries/content.ts';
import { sanitizeStaticHtml } from '../../../ui/sanitize-html.ts';

/**
 * The static page a terms link opens. Spec sections 6 and 7: on the seller page the seller
 * terms, everywhere else the member terms (a shopper registering is becoming a member).
 */
function termsSlug(document: TermsDocument, pathname: string): StaticPageSlug {
  if (document === 'privacy') return 'privacy-policy';
  return /^\/seller\/?$/.test(pathname) ? 'terms-and-conditions' : 'terms-and-condition-member';
}

/** The terms or the privacy policy inside the register modal, with accept and Continue. */
export function TermsView(props: {
  document: TermsDocument;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const page = useQuery(staticPageQuery(termsSlug(props.document, pathname))).data;
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

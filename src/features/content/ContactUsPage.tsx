import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { footerConfigQuery, logoQuery } from '../../api/queries/settings.ts';
import { ContactDetails } from '../../ui/ContactDetails.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import './static-page.css';

/** The company's details (GET /Setting/Logo) and the contacts of the footer config. */
export function ContactUsPage() {
  const { t } = useLingui();
  const { data: company } = useSuspenseQuery(logoQuery());
  const { data: footer } = useSuspenseQuery(footerConfigQuery());
  useDocumentTitle(t`ติดต่อเรา`);
  return (
    <article className="static-page container" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>ติดต่อเรา</Trans>
      </h1>
      <section aria-labelledby="contact-company">
        <h2 id="contact-company">{company.companyName}</h2>
        <ContactDetails
          address={company.address}
          telephone={company.telephone}
          email={company.email}
          lineId={company.lineId}
        />
      </section>
      <section aria-labelledby="contact-service">
        <h2 id="contact-service">
          <Trans>ฝ่ายบริการลูกค้า</Trans>
        </h2>
        <ContactDetails
          address={footer.contactUsAddress}
          telephone={footer.contactUsTelephone}
          fax={footer.contactUsFax}
          email={footer.contactUsEmail}
        />
      </section>
    </article>
  );
}

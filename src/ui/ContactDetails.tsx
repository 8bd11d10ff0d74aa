import { Trans } from '@lingui/react/macro';

export interface ContactDetailsProps {
  address?: string;
  telephone?: string;
  fax?: string;
  email?: string;
  lineId?: string;
}

/** Contact lines, each only when given: the footer and the contact page share it. */
export function ContactDetails({ address, telephone, fax, email, lineId }: ContactDetailsProps) {
  return (
    <dl className="contact-details">
      {address && (
        <div>
          <dt>
            <Trans>ที่อยู่</Trans>
          </dt>
          <dd>{address}</dd>
        </div>
      )}
      {telephone && (
        <div>
          <dt>
            <Trans>โทรศัพท์</Trans>
          </dt>
          <dd>
            <a href={`tel:${telephone.replace(/[^\d+]/g, '')}`}>{telephone}</a>
          </dd>
        </div>
      )}
      {fax && (
        <div>
          <dt>
            <Trans>โทรสาร</Trans>
          </dt>
          <dd>{fax}</dd>
        </div>
      )}
      {email && (
        <div>
          <dt>
            <Trans>อีเมล</Trans>
          </dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {lineId && (
        <div>
          <dt>LINE ID</dt>
          <dd>{lineId}</dd>
        </div>
      )}
    </dl>
  );
}

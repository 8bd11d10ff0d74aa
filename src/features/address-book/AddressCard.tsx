import { Trans, useLingui } from '@lingui/react/macro';
import type { DefaultKind } from '../../api/address-writes.ts';
import type { Address } from '../../api/queries/addresses.ts';
import { placeLine } from '../../ui/address-form/place-line.ts';

export const cardHeadingId = (address: Address) => `address-${address.id}`;

/**
 * One address of the book with its default badges and actions. Each action's name ends with
 * the address's label (hidden), so a list of buttons still says which address each is for.
 */
export function AddressCard(props: {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: (kind: DefaultKind) => void;
}) {
  const { t } = useLingui();
  const { address, busy } = props;
  const company = address.typeAddress === 2;
  const which = <span className="visually-hidden"> {address.name}</span>;
  return (
    <article className="card address-card" aria-labelledby={cardHeadingId(address)}>
      <h2 id={cardHeadingId(address)} tabIndex={-1}>
        {address.name}
      </h2>
      <p className="address-card__badges">
        {address.defaultShipping && (
          <span className="address-badge">
            <Trans>ที่อยู่จัดส่งเริ่มต้น</Trans>
          </span>
        )}
        {address.defaultBilling && (
          <span className="address-badge">
            <Trans>ที่อยู่เรียกเก็บเงินเริ่มต้น</Trans>
          </span>
        )}
        {company && (
          <span className="address-badge address-badge--plain">
            <Trans>ใบกำกับภาษีนิติบุคคล</Trans>
          </span>
        )}
      </p>
      <p>
        {company ? address.firstname : `${address.firstname} ${address.lastname}`}
        <br />
        {t`โทร ${address.telephone}`}
        <br />
        {placeLine(address)}
        {address.taxId && (
          <>
            <br />
            {t`เลขประจำตัวผู้เสียภาษี ${address.taxId}`}
          </>
        )}
      </p>
      <div className="address-card__actions">
        <button type="button" className="button button--ghost" onClick={props.onEdit}>
          <Trans>แก้ไข</Trans>
          {which}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDelete}>
          <Trans>ลบ</Trans>
          {which}
        </button>
        {!address.defaultShipping && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => props.onSetDefault('shipping')}
          >
            <Trans>ตั้งเป็นที่อยู่จัดส่งเริ่มต้น</Trans>
            {which}
          </button>
        )}
        {!address.defaultBilling && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => props.onSetDefault('billing')}
          >
            <Trans>ตั้งเป็นที่อยู่เรียกเก็บเงินเริ่มต้น</Trans>
            {which}
          </button>
        )}
      </div>
    </article>
  );
}

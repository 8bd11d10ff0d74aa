import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';

/** The tax-invoice request: made out to an address of the book with a tax id, or none. */
export function TaxInvoiceChoice() {
  const { t } = useLingui();
  const id = useId();
  const actor = useCheckoutActor();
  const addresses = useCheckout((s) => s.context.addresses);
  const chosen = useCheckout((s) => s.context.taxInvoiceAddressId);
  const withTaxId = addresses.filter((address) => address.taxId !== null);

  return (
    <div className="form-field">
      <label htmlFor={id}>
        <Trans>ใบกำกับภาษี</Trans>
      </label>
      <select
        id={id}
        aria-describedby={`${id}-note`}
        value={chosen ?? ''}
        onChange={(event) =>
          actor.send({
            type: 'checkout.taxInvoice.set',
            addressId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      >
        <option value="">{t`ไม่ขอใบกำกับภาษี`}</option>
        {withTaxId.map((address) => (
          <option key={address.id} value={address.id}>
            {address.name} ({address.taxId})
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="checkout__note">
        <Trans>ใบกำกับภาษีออกให้ที่อยู่ที่มีเลขประจำตัวผู้เสียภาษี (เพิ่มได้ในสมุดที่อยู่)</Trans>
      </p>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '../../../api/queries/addresses.ts';
import { placeLine } from '../../../ui/address-form/place-line.ts';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';

/** The shipping address, chosen from the book; add a new one, or edit the chosen one. */
export function AddressChoices({ onEdit }: { onEdit: (address?: Address) => void }) {
  const { t } = useLingui();
  const actor = useCheckoutActor();
  const loading = useCheckout((s) => s.matches({ panels: { addressBook: 'loading' } }));
  const addresses = useCheckout((s) => s.context.addresses);
  const addressId = useCheckout((s) => s.context.addressId);
  const chosen = addresses.find((address) => address.id === addressId);

  return (
    <fieldset className="checkout__choices">
      <legend>
        <Trans>ที่อยู่จัดส่ง</Trans>
      </legend>
      {loading && (
        <p role="status">
          <Trans>กำลังโหลดที่อยู่…</Trans>
        </p>
      )}
      {!loading && addresses.length === 0 && (
        <p>
          <Trans>ยังไม่มีที่อยู่จัดส่ง กรุณาเพิ่มที่อยู่เพื่อดำเนินการต่อ</Trans>
        </p>
      )}
      {addresses.map((address) => (
        <label key={address.id} className="checkout-choice">
          <input
            type="radio"
            name="shipping-address"
            checked={address.id === addressId}
            onChange={() => actor.send({ type: 'checkout.address.choose', addressId: address.id })}
          />
          <span>
            <strong>{address.name}</strong>{' '}
            {[address.firstname, address.lastname].filter(Boolean).join(' ')} · {address.telephone}
            <br />
            {placeLine(address)}
          </span>
        </label>
      ))}
      <div className="checkout__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          onClick={() => onEdit()}
        >
          <Trans>เพิ่มที่อยู่ใหม่</Trans>
        </button>
        {chosen && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t`แก้ไขที่อยู่ ${chosen.name}`}
            onClick={() => onEdit(chosen)}
          >
            <Trans>แก้ไขที่อยู่</Trans>
          </button>
        )}
      </div>
    </fieldset>
  );
}

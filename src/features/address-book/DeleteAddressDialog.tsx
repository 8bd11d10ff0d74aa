import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Address } from '../../api/queries/addresses.ts';
import { placeLine } from '../../ui/address-form/place-line.ts';
import { Dialog } from '../../ui/Dialog.tsx';

/** Asks before an address is deleted; Cancel has the focus, so Enter deletes nothing. */
export function DeleteAddressDialog(props: {
  address: Address;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  const { address } = props;
  return (
    <Dialog title={t`ลบที่อยู่ “${address.name}” หรือไม่`} onClose={props.onClose} initialFocus={cancel}>
      <p>{placeLine(address)}</p>
      {(address.defaultShipping || address.defaultBilling) && (
        <p>
          <Trans>ที่อยู่นี้เป็นที่อยู่เริ่มต้น เมื่อลบแล้ว ที่อยู่ที่เก่าที่สุดที่เหลือจะเป็นที่อยู่เริ่มต้นแทน</Trans>
        </p>
      )}
      <div className="address-form__actions">
        <button ref={cancel} type="button" className="button button--ghost" onClick={props.onClose}>
          <Trans>ยกเลิก</Trans>
        </button>
        <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm}>
          <Trans>ลบที่อยู่</Trans>
        </button>
      </div>
    </Dialog>
  );
}

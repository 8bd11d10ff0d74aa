import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '../../api/queries/addresses.ts';
import { placeLine } from '../../ui/address-form/place-line.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog/ConfirmDialog.tsx';

/** Asks before an address is deleted. */
export function DeleteAddressDialog(props: {
  address: Address;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { address } = props;
  return (
    <ConfirmDialog
      title={t`ลบที่อยู่ “${address.name}” หรือไม่`}
      confirmLabel={<Trans>ลบที่อยู่</Trans>}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <p>{placeLine(address)}</p>
      {(address.defaultShipping || address.defaultBilling) && (
        <p>
          <Trans>ที่อยู่นี้เป็นที่อยู่เริ่มต้น เมื่อลบแล้ว ที่อยู่ที่เก่าที่สุดที่เหลือจะเป็นที่อยู่เริ่มต้นแทน</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}

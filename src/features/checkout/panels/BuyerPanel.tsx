import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { displayNameOf } from '../../../../machines/session/session-rules.ts';
import type { Address } from '../../../api/queries/addresses.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { AddressForm } from '../../../ui/address-form/AddressForm.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { AddressChoices } from './AddressChoices.tsx';
import { PanelHeading } from './PanelHeading.tsx';
import { PanelNav } from './PanelNav.tsx';
import { TaxInvoiceChoice } from './TaxInvoiceChoice.tsx';

/**
 * 1: the buyer, the shipping address (added or edited here through the address book's form,
 * whose saved book the machine takes) and the tax-invoice request.
 */
export function BuyerPanel() {
  const { t } = useLingui();
  const actor = useCheckoutActor();
  const user = useSessionUser();
  const editingAddress = useCheckout((s) =>
    s.matches({ panels: { current: { buyer: 'editingAddress' } } }),
  );
  const [edited, setEdited] = useState<Address | undefined>();

  const edit = (address?: Address) => {
    setEdited(address);
    actor.send({ type: 'checkout.address.edit' });
  };

  return (
    <>
      <PanelHeading panel={1} />
      {user && (
        <div>
          <h3>
            <Trans>ผู้ซื้อ</Trans>
          </h3>
          <p>
            {displayNameOf(user).name}
            <br />
            {[user.telephone, user.email].filter(Boolean).join(' · ')}
          </p>
        </div>
      )}
      <AddressChoices onEdit={edit} />
      <TaxInvoiceChoice />
      <PanelNav panel={1} />
      {editingAddress && (
        <Dialog
          title={edited ? t`แก้ไขที่อยู่` : t`เพิ่มที่อยู่ใหม่`}
          onClose={() => actor.send({ type: 'checkout.address.cancel' })}
        >
          <AddressForm
            address={edited}
            onCancel={() => actor.send({ type: 'checkout.address.cancel' })}
            onSaved={(addresses, addressId) =>
              actor.send({ type: 'checkout.address.saved', addressId, addresses })
            }
          />
        </Dialog>
      )}
    </>
  );
}

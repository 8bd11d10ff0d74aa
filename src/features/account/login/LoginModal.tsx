import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { closeAccountModal } from '../../../session/account-modals.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import '../account.css';

/**
 * The login modal. Undismissable on a protected route (`required`) and while a code is
 * awaited: no close button, no Escape, no backdrop click.
 */
export default function LoginModal({
  required,
  telephone,
}: {
  required: boolean;
  telephone?: string;
}) {
  const { t } = useLingui();
  const [dismissable, setDismissable] = useState(true);
  return (
    <Dialog
      title={t`เข้าสู่ระบบ`}
      onClose={dismissable && !required ? closeAccountModal : undefined}
      className="account-modal"
    >
      <LoginPanel telephone={telephone} onDismissableChange={setDismissable} withForgotPassword />
    </Dialog>
  );
}

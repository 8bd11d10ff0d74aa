import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { openAccountModal } from '../../../session/account-modals.ts';

/** What a live page says while its data loads. */
export function Loading() {
  return (
    <p role="status">
      <Trans>กำลังโหลด…</Trans>
    </p>
  );
}

/** Why a guest should log in here, and the button that opens the login modal. */
export function AskToLogIn({ children }: { children: ReactNode }) {
  return (
    <>
      <p>{children}</p>
      <button type="button" className="button" onClick={() => openAccountModal({ kind: 'login' })}>
        <Trans>เข้าสู่ระบบ</Trans>
      </button>
    </>
  );
}

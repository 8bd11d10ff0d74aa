import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { leaveProtectedRoute, openAccountModal } from '../../session/account-modals.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';

/**
 * A route that needs a signed-in user (spec section 2): a guest gets the login modal, which
 * cannot be dismissed, only completed or swapped for register / forgot password, which hand
 * back to it when they close. It belongs to the route: leaving it (Back included) closes it.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'guest') openAccountModal({ kind: 'login', required: true });
  }, [status]);
  useEffect(() => leaveProtectedRoute, []);
  const title = t`กรุณาเข้าสู่ระบบ`;
  useDocumentTitle(status === 'guest' ? title : undefined);
  if (status === 'signedIn') return children;
  if (status === 'pending') return null;
  return (
    <section className="page-message container" aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title">{title}</h1>
      <p>
        <Trans>หน้านี้สำหรับสมาชิก กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ</Trans>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => openAccountModal({ kind: 'login', required: true })}
      >
        <Trans>เข้าสู่ระบบ</Trans>
      </button>
    </section>
  );
}

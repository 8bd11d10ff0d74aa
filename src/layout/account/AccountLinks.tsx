import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { withAccountCatalog } from '../../i18n/feature-catalogs.ts';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';

// A chunk of its own (with the account messages): guests, most first visits, never need it.
const UserMenu = lazy(() =>
  withAccountCatalog(() => import('../../features/account/UserMenu.tsx')),
);

/** Guests see Register / Login; a signed-in user the user menu; nothing while it loads. */
export function AccountLinks({ layout }: { layout: 'header' | 'sidebar' }) {
  const status = useSessionStatus();
  if (status === 'pending') return null;
  if (status === 'signedIn')
    return (
      <Suspense fallback={null}>
        <UserMenu layout={layout} />
      </Suspense>
    );
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => openAccountModal({ kind: 'register' })}
      >
        <Trans>สมัครสมาชิก</Trans>
      </button>
      <button type="button" className="button" onClick={() => openAccountModal({ kind: 'login' })}>
        <Trans>เข้าสู่ระบบ</Trans>
      </button>
    </>
  );
}

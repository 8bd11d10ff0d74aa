import { lazy, Suspense } from 'react';
import { withAccountCatalog } from '../../i18n/feature-catalogs.ts';
import { useAccountModal } from '../../session/account-modals.ts';

// The modals, what picks one and their messages load when the first modal opens.
const AccountModal = lazy(() =>
  withAccountCatalog(() => import('../../features/account/AccountModal.tsx')),
);

/** The global account modals (login, register, forgot password), one at a time. */
export function AccountModalHost() {
  const open = useAccountModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* A modal opened anew (a login with another phone, a required login handed back to)
          starts afresh rather than keeping the flow of the one it replaces. */}
      <AccountModal key={open.serial} modal={open.modal} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { withAccountCatalog } from '../../i18n/feature-catalogs.ts';
import { useAccountModal } from './account-modals.ts';

// The modals, what picks one and their messages load when the first modal opens.
const AccountModal = lazy(() =>
  withAccountCatalog(() => import('../../features/account/AccountModal.tsx')),
);

/** The global account modals (login, register, forgot password), one at a time. */
export function AccountModalHost() {
  const modal = useAccountModal();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AccountModal modal={modal} />
    </Suspense>
  );
}

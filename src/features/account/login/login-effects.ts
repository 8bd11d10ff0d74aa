import type { VerifiedPhone } from '../../../../machines/login/login.actors.ts';
import { track } from '../../../analytics/track.ts';
import { openAccountModal } from '../../../layout/account/account-modals.ts';

/** After a login: reload where the shopper is, or go home from the 401 page. */
export function afterLogin(): void {
  track('login');
  if (window.location.pathname === '/401') window.location.assign('/');
  else window.location.reload();
}

export const reloadPage = () => window.location.reload();

/** A phone without an account, verified: registration goes on from its account form. */
export const continueToRegister = (verified: VerifiedPhone) =>
  openAccountModal({ kind: 'register', verified });

import type { VerifiedPhone } from '../../../../machines/login/login.actors.ts';
import { track } from '../../../analytics/track.ts';
import { openAccountModal } from '../../../session/account-modals.ts';

/** Pages that are only a way to log in: after it, the shopper goes home from them. */
export const LOGIN_PAGES = ['/401', '/login/otp', '/live/login'];

/**
 * After a login: reload where the shopper is, or go home from the 401 and login pages and from
 * #register (the register modal's "log in with this number"), which sends a signed-in visitor
 * home: reloaded there, the page went home by itself once it was up, and that change of route
 * closed whatever the shopper had opened meanwhile (the phone's menu).
 */
export function afterLogin(): void {
  track('login');
  const { pathname, hash } = window.location;
  if (LOGIN_PAGES.includes(pathname) || hash === '#register') window.location.assign('/');
  else window.location.reload();
}

export const reloadPage = () => window.location.reload();

/** A phone without an account, verified: registration goes on from its account form. */
export const continueToRegister = (verified: VerifiedPhone) =>
  openAccountModal({ kind: 'register', verified });

import Cookies from 'js-cookie';
import type { CodeCheck } from '../../../../machines/otp/otp.actors.ts';
import { sameSitePath } from '../../../../machines/shared/url.ts';
import type { SocialProvider } from '../../../../machines/social/social-state.ts';
import { track } from '../../../analytics/track.ts';
import { LOGIN_PAGES } from '../login/login-effects.ts';
import { afterRegister } from '../register/register-effects.ts';

/** The spec's redirectTo cookie: where to come back to after the provider, for 2 minutes. */
const REDIRECT_TO_COOKIE = 'redirectTo';
const TWO_MINUTES_IN_DAYS = 2 / (24 * 60);

/** Registration's checked code, kept by this tab (not in the state the provider sees). */
const CARRIED_CODE_KEY = 'social_code';

/** The code kept for the landing page; null when none (or not one of ours). */
export function keptCode(): CodeCheck | null {
  const raw = sessionStorage.getItem(CARRIED_CODE_KEY);
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<CodeCheck> | null;
    const { telephone, code, reference } = parsed ?? {};
    return typeof telephone === 'string' &&
      typeof code === 'string' &&
      typeof reference === 'string'
      ? { telephone, code, reference }
      : null;
  } catch {
    return null;
  }
}

/** The landing page has taken the kept code: it is not for a later sign-in. */
export const forgetKeptCode = () => sessionStorage.removeItem(CARRIED_CODE_KEY);

/** Remembers the page the shopper left from (and a checked code), then goes to the provider. */
export function leaveForProvider(url: string, carried: CodeCheck | null): void {
  if (carried) sessionStorage.setItem(CARRIED_CODE_KEY, JSON.stringify(carried));
  else sessionStorage.removeItem(CARRIED_CODE_KEY);
  const { pathname, search } = window.location;
  // From a login page the way back is home: no older page may be remembered instead.
  if (LOGIN_PAGES.includes(pathname)) Cookies.remove(REDIRECT_TO_COOKIE, { path: '/' });
  else {
    Cookies.set(REDIRECT_TO_COOKIE, `${pathname}${search}`, {
      expires: TWO_MINUTES_IN_DAYS,
      path: '/',
      sameSite: 'lax',
    });
  }
  window.location.assign(url);
}

/** Signed in: the login (or, for a new account, the registration) event, then back. */
export function afterSocialSignIn(provider: SocialProvider, created: boolean): void {
  if (created) afterRegister({ method: provider });
  else track('login', { method: provider });
  const back = sameSitePath(Cookies.get(REDIRECT_TO_COOKIE));
  Cookies.remove(REDIRECT_TO_COOKIE, { path: '/' });
  window.location.assign(back ?? '/');
}

export const goHome = () => window.location.assign('/');

// Where a visit goes instead of the page it asked for: the redirect rules of spec section 2
// (site closed, register success, #register, live selling off, visitor-only site). The
// academy's token rule is a route guard (src/routing/guards.ts): it needs no site data.

import { either, is, segmentsOf, under } from './path-match';

export const MY_PROFILE_PATH = '/user/profile/my-profile';

export interface SiteMode {
  visitorOnly: boolean;
  liveSelling: boolean;
}

export interface Visit {
  pathname: string;
  /** The URL's fragment without '#'. */
  hash: string;
  signedIn: boolean;
  /** The register-success cookie is set. */
  justRegistered: boolean;
  /** The site-closed banner is set to show. */
  closed: boolean;
  /** Unknown until the settings arrive: no mode rule applies before then. */
  mode: SiteMode | undefined;
}

export interface VisitRedirect {
  to: string;
  /** Remove the register-success cookie: it has sent the user to their profile once. */
  clearRegisterSuccess: boolean;
}

const live = under('live');

/** The pages a visitor-only site keeps open. */
const openOnVisitorOnlySite = either(
  is('seller'),
  under('login', 'line', 'redirect', 'get-login'),
  under('login', 'facebook', 'redirect', 'get-login'),
  under('login', 'google', 'redirect', 'get-login'),
  under('login', 'apple', 'redirect', 'get-login'),
  under('login', 'otp'),
  under('user', 'resetpassword'),
  under('user', 'profile'),
  live,
);

/** The first rule that moves this visit, or null when it may stay. */
function nextStop(visit: Visit): string | null {
  const s = segmentsOf(visit.pathname);
  if (visit.signedIn && visit.justRegistered) return MY_PROFILE_PATH;
  if (visit.signedIn && visit.hash === 'register') return '/';
  if (visit.mode?.liveSelling === false && live(s)) return '/';
  if (visit.mode?.visitorOnly && !openOnVisitorOnlySite(s)) {
    return visit.signedIn ? MY_PROFILE_PATH : '/seller';
  }
  return null;
}

/** Each rule leads towards pages the later rules keep, so a few stops settle (tested). */
const MAX_STOPS = 4;

/**
 * Where the visit must go, already past every later rule (one navigation, not a chain), or
 * null. While the site is closed every page goes to /close and nothing else applies.
 */
export function redirectFor(visit: Visit): VisitRedirect | null {
  if (visit.closed) {
    return visit.pathname === '/close' ? null : { to: '/close', clearRegisterSuccess: false };
  }
  let current = visit;
  let to: string | null = null;
  for (let stops = 0; stops < MAX_STOPS; stops++) {
    const stop = nextStop(current);
    if (stop === null) break;
    to = stop;
    current = { ...current, pathname: stop, hash: '', justRegistered: false };
  }
  return to === null ? null : { to, clearRegisterSuccess: visit.signedIn && visit.justRegistered };
}

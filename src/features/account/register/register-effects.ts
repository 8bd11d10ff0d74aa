import Cookies from 'js-cookie';
import { track } from '../../../analytics/track.ts';
import { REGISTER_SUCCESS_COOKIE } from '../../../session/session-cookies.ts';

/** 30 minutes, the spec's register-success flag: the next visit goes to my-profile once. */
const REGISTER_SUCCESS_DAYS = 30 / (24 * 60);

export function afterRegister(detail: Record<string, string> = {}): void {
  track('sign_up', detail);
  Cookies.set(REGISTER_SUCCESS_COOKIE, '1', {
    expires: REGISTER_SUCCESS_DAYS,
    path: '/',
    sameSite: 'lax',
  });
}

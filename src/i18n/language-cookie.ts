import Cookies from 'js-cookie';
import { bootCulture } from '../api/boot.ts';
import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';
import { defaultLocale, isLocale, type Locale } from './locales.ts';

export const LANGUAGE_COOKIE = 'language';

/**
 * The shopper's choice (the cookie); without one, the language the server wrote the page in
 * from the browser's Accept-Language (server/http/culture.ts), so the app starts in the
 * language of the head it was served with; Thai otherwise.
 */
export function readLanguage(): Locale {
  const value = Cookies.get(LANGUAGE_COOKIE);
  if (isLocale(value)) return value;
  const served = bootCulture();
  return isLocale(served) ? served : defaultLocale;
}

export function writeLanguage(locale: Locale): void {
  Cookies.set(LANGUAGE_COOKIE, locale, ONE_YEAR_COOKIE);
}

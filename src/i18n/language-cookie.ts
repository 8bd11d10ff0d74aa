import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';
import { getCookie, setCookie } from '../session/cookies.ts';
import { defaultLocale, isLocale, type Locale } from './locales.ts';

export const LANGUAGE_COOKIE = 'language';

export function readLanguage(): Locale {
  const value = getCookie(LANGUAGE_COOKIE);
  return isLocale(value) ? value : defaultLocale;
}

export function writeLanguage(locale: Locale): void {
  setCookie(LANGUAGE_COOKIE, locale, ONE_YEAR_COOKIE);
}

/** The catalog is loaded once before the first render, so a new language needs a reload. */
export function switchLanguage(locale: Locale): void {
  writeLanguage(locale);
  window.location.reload();
}

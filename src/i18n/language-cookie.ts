import Cookies from 'js-cookie';
import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';
import { defaultLocale, isLocale, type Locale } from './locales.ts';

export const LANGUAGE_COOKIE = 'language';

export function readLanguage(): Locale {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLocale(value) ? value : defaultLocale;
}

export function writeLanguage(locale: Locale): void {
  Cookies.set(LANGUAGE_COOKIE, locale, ONE_YEAR_COOKIE);
}

/** The catalog is loaded once before the first render, so a new language needs a reload. */
export function switchLanguage(locale: Locale): void {
  writeLanguage(locale);
  window.location.reload();
}

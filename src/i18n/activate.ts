import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

// One chunk per locale: only the active language's catalog is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  th: () => import('../locales/th/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

import { i18n, type Messages } from '@lingui/core';
import { messages as thai } from '../locales/th/messages.ts';
import type { Locale } from './locales.ts';

// Thai, the default, ships in the first-load bundle: fetched as a chunk of its own it was
// one more round trip before the first page could even start loading. English stays a
// chunk of its own, downloaded only by those who chose it.
const catalogs: Record<Locale, () => Promise<Messages> | Messages> = {
  th: () => thai,
  en: async () => (await import('../locales/en/messages.ts')).messages,
};

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await catalogs[locale]() });
  document.documentElement.lang = locale;
}

import { i18n } from '@lingui/core';
import { messages as en } from '../../../src/locales/en/messages.ts';
import { messages as th } from '../../../src/locales/th/messages.ts';

/** Activates a compiled catalog, as the app does before its first render. */
export function activateLocale(locale: 'th' | 'en'): void {
  i18n.loadAndActivate({ locale, messages: locale === 'th' ? th : en });
}

import { i18n } from '@lingui/core';
import { messages as enAccount } from '../../../src/locales/en/account.ts';
import { messages as enCatalogue } from '../../../src/locales/en/catalogue.ts';
import { messages as en } from '../../../src/locales/en/messages.ts';
import { messages as thAccount } from '../../../src/locales/th/account.ts';
import { messages as thCatalogue } from '../../../src/locales/th/catalogue.ts';
import { messages as th } from '../../../src/locales/th/messages.ts';

/**
 * Activates the compiled catalogs, as the app does before its first render. The features'
 * catalogs come too: tests render their components without the routes that load them.
 */
export function activateLocale(locale: 'th' | 'en'): void {
  const messages =
    locale === 'th'
      ? { ...th, ...thAccount, ...thCatalogue }
      : { ...en, ...enAccount, ...enCatalogue };
  i18n.loadAndActivate({ locale, messages });
}

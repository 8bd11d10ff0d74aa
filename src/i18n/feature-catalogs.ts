// Catalogs of features that load as chunks of their own: their messages come with them, so
// the first load's catalog does not grow with each feature (lingui.config.ts lists them).
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

const account: Record<Locale, () => Promise<{ messages: Messages }>> = {
  th: () => import('../locales/th/account.ts'),
  en: () => import('../locales/en/account.ts'),
};

/** The account feature's messages, merged into the active language's (once per load). */
export async function loadAccountCatalog(): Promise<void> {
  const locale = i18n.locale as Locale;
  const { messages } = await account[locale]();
  i18n.load(locale, messages);
}

/** For React.lazy: the feature's module once its messages are in. */
export async function withAccountCatalog<T>(importer: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([importer(), loadAccountCatalog()]);
  return module;
}

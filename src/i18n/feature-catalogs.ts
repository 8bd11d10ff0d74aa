// Catalogs of features that load as chunks of their own: their messages come with them, so
// the first load's catalog does not grow with each feature (lingui.config.ts lists them).
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

export type Catalog = Record<Locale, () => Promise<{ messages: Messages }>>;

export const featureCatalogs = {
  account: {
    th: () => import('../locales/th/account.ts'),
    en: () => import('../locales/en/account.ts'),
  },
  affiliate: {
    th: () => import('../locales/th/affiliate.ts'),
    en: () => import('../locales/en/affiliate.ts'),
  },
  addressBook: {
    th: () => import('../locales/th/address-book.ts'),
    en: () => import('../locales/en/address-book.ts'),
  },
  cart: {
    th: () => import('../locales/th/cart.ts'),
    en: () => import('../locales/en/cart.ts'),
  },
  checkout: {
    th: () => import('../locales/th/checkout.ts'),
    en: () => import('../locales/en/checkout.ts'),
  },
  orders: {
    th: () => import('../locales/th/orders.ts'),
    en: () => import('../locales/en/orders.ts'),
  },
  catalogue: {
    th: () => import('../locales/th/catalogue.ts'),
    en: () => import('../locales/en/catalogue.ts'),
  },
  chat: {
    th: () => import('../locales/th/chat.ts'),
    en: () => import('../locales/en/chat.ts'),
  },
} satisfies Record<string, Catalog>;

/** A feature's messages, merged into the active language's. */
export async function loadFeatureCatalog(catalog: Catalog): Promise<void> {
  const locale = i18n.locale as Locale;
  const { messages } = await catalog[locale]();
  i18n.load(locale, messages);
}

export const loadAccountCatalog = () => loadFeatureCatalog(featureCatalogs.account);
export const loadCatalogueCatalog = () => loadFeatureCatalog(featureCatalogs.catalogue);
export const loadCartCatalog = () => loadFeatureCatalog(featureCatalogs.cart);
export const loadAddressBookCatalog = () => loadFeatureCatalog(featureCatalogs.addressBook);
export const loadCheckoutCatalog = () => loadFeatureCatalog(featureCatalogs.checkout);
export const loadOrdersCatalog = () => loadFeatureCatalog(featureCatalogs.orders);
export const loadAffiliateCatalog = () => loadFeatureCatalog(featureCatalogs.affiliate);
export const loadChatCatalog = () => loadFeatureCatalog(featureCatalogs.chat);

/** A feature's module once its messages are in (for React.lazy and route loaders). */
async function withCatalog<T>(catalog: Catalog, importer: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([importer(), loadFeatureCatalog(catalog)]);
  return module;
}

/** For React.lazy: the account feature's module once its messages are in. */
export const withAccountCatalog = <T>(importer: () => Promise<T>) =>
  withCatalog(featureCatalogs.account, importer);

/** The cart feature's module (panel, cart page, its alerts) once its messages are in. */
export const withCartCatalog = <T>(importer: () => Promise<T>) =>
  withCatalog(featureCatalogs.cart, importer);

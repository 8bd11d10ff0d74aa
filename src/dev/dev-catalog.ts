import { loadFeatureCatalog } from '../i18n/feature-catalogs.ts';

/** The machine tools' messages, loaded by the tools themselves, not by the storefront. */
export const loadDevCatalog = () =>
  loadFeatureCatalog({
    th: () => import('../locales/th/dev.ts'),
    en: () => import('../locales/en/dev.ts'),
  });

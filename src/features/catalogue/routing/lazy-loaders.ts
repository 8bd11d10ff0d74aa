import { loadCatalogueCatalog } from '../../../i18n/feature-catalogs.ts';

/**
 * The catalogue's route loaders, fetched when a loader first runs: they, the API queries and
 * the catalogue pages' messages stay out of the first-load bundle (route files' top-level
 * code stays in it).
 */
export async function catalogueLoaders() {
  const [loaders] = await Promise.all([import('./loaders.ts'), loadCatalogueCatalog()]);
  return loaders;
}

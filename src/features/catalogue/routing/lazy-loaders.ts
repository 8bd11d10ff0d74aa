/**
 * The catalogue's route loaders, fetched when a loader first runs: they and the API
 * queries stay out of the first-load bundle (route files' top-level code stays in it).
 */
export const catalogueLoaders = () => import('./loaders.ts');

// What the catalogue's calls need beyond the database.
export interface CatalogueServices {
  /** A public demo (server/deployment.ts): stand-ins play the providers, and pages say so. */
  demo: boolean;
}

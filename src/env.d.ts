/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** The seller partner portal's address (the seller promo links there). */
  readonly PUBLIC_SELLER_PORTAL_URL?: string;
}

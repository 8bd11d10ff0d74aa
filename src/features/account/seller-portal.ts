/** The seller partner portal, a separate site (spec section 1); set at build time. */
export const SELLER_PORTAL_URL =
  import.meta.env.PUBLIC_SELLER_PORTAL_URL || 'https://seller.example.com/';

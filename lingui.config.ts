import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Catalogue pages other than home: their routes load them through catalogueLoaders(). */
const CATALOGUE_PAGES = [
  'browse',
  'campaign',
  'category',
  'list',
  'live',
  'product',
  'promotion',
  'reviews',
  'share',
  'store',
  'wishlist',
];

export default defineConfig({
  sourceLocale: 'th',
  locales: ['th', 'en'],
  fallbackLocales: { default: 'th' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/routeTree.gen.ts',
        // Lazy features bring catalogs of their own (src/i18n/feature-catalogs.ts).
        '<rootDir>/src/features/account/**',
        '<rootDir>/src/features/address-book/**',
        '<rootDir>/src/features/cart/**',
        '<rootDir>/src/features/checkout/**',
        '<rootDir>/src/features/orders/**',
        '<rootDir>/src/features/payment/**',
        '<rootDir>/src/features/affiliate/**',
        '<rootDir>/src/features/chat/**',
        // The kit's forms, the cart error's and the confirm dialog's words come with the features
        // that use them.
        '<rootDir>/src/ui/form/**',
        '<rootDir>/src/ui/address-form/**',
        '<rootDir>/src/ui/cart-error/**',
        '<rootDir>/src/ui/confirm-dialog/**',
        '<rootDir>/src/ui/slip-form/**',
        '<rootDir>/src/ui/payment/**',
        '<rootDir>/src/ui/order/**',
        '<rootDir>/src/ui/share/**',
        '<rootDir>/src/ui/live/**',
        '<rootDir>/src/ui/chat/**',
        '<rootDir>/src/ui/wishlist/**',
        '<rootDir>/src/ui/photo/**',
        '<rootDir>/src/ui/order-tabs.ts',
        '<rootDir>/src/dev/**',
        ...CATALOGUE_PAGES.map((folder) => `<rootDir>/src/features/catalogue/${folder}/**`),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: [
        '<rootDir>/src/features/account',
        '<rootDir>/src/ui/form',
        '<rootDir>/src/ui/photo',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/address-book',
      include: [
        '<rootDir>/src/features/address-book',
        '<rootDir>/src/ui/form',
        '<rootDir>/src/ui/address-form',
        '<rootDir>/src/ui/confirm-dialog',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/cart',
      include: ['<rootDir>/src/features/cart', '<rootDir>/src/ui/cart-error'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/checkout',
      include: [
        '<rootDir>/src/features/checkout',
        '<rootDir>/src/ui/payment',
        '<rootDir>/src/ui/form',
        '<rootDir>/src/ui/address-form',
        '<rootDir>/src/ui/cart-error',
        '<rootDir>/src/ui/slip-form',
        '<rootDir>/src/ui/share',
      ],
    },
    {
      // The payment pages (the customer's link and the affiliate's pages of it too) and my orders.
      path: '<rootDir>/src/locales/{locale}/orders',
      include: [
        '<rootDir>/src/features/orders',
        '<rootDir>/src/ui/photo',
        '<rootDir>/src/features/payment',
        '<rootDir>/src/ui/payment',
        '<rootDir>/src/ui/order',
        '<rootDir>/src/ui/share',
        '<rootDir>/src/ui/form',
        '<rootDir>/src/ui/confirm-dialog',
        '<rootDir>/src/ui/slip-form',
      ],
    },
    {
      // Becoming an affiliate and the affiliate's pages under the profile.
      path: '<rootDir>/src/locales/{locale}/affiliate',
      include: [
        '<rootDir>/src/features/affiliate',
        '<rootDir>/src/ui/form',
        '<rootDir>/src/ui/live',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/catalogue',
      include: [
        ...CATALOGUE_PAGES.map((folder) => `<rootDir>/src/features/catalogue/${folder}`),
        '<rootDir>/src/ui/share',
        '<rootDir>/src/ui/live',
        '<rootDir>/src/ui/chat',
        '<rootDir>/src/ui/wishlist',
        '<rootDir>/src/ui/photo',
        '<rootDir>/src/ui/form',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/chat',
      include: ['<rootDir>/src/features/chat', '<rootDir>/src/ui/photo'],
    },
    {
      // The machine tools (statechart gallery, inspector) load their messages themselves.
      path: '<rootDir>/src/locales/{locale}/dev',
      include: ['<rootDir>/src/dev'],
    },
  ],
});

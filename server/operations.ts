// Every operation of the contract, by operationId: each feature's handler maps in one object.
// A new feature (orders) adds its `*.operations.ts` maps here. The compiler fails
// when an operationId of the contract has no handler or a handler answers the wrong shape.

import { accountLookupHandlers } from './features/accounts/account-lookups.operations.ts';
import { adminHandlers } from './features/accounts/admin.operations.ts';
import { emailLinkHandlers } from './features/accounts/email-links.operations.ts';
import { otpHandlers } from './features/accounts/otp.operations.ts';
import { registerHandlers } from './features/accounts/register.operations.ts';
import type { AccountServices } from './features/accounts/services.ts';
import { signInHandlers } from './features/accounts/sign-in.operations.ts';
import { socialSignInHandlers } from './features/accounts/social/social-sign-in.operations.ts';
import { userHandlers } from './features/accounts/user.operations.ts';
import { addressHandlers } from './features/addresses/addresses.operations.ts';
import { geographyHandlers } from './features/addresses/geography.operations.ts';
import { adjustmentHandlers } from './features/affiliates/adjustments.operations.ts';
import { applicationHandlers } from './features/affiliates/application.operations.ts';
import { clickHandlers } from './features/affiliates/clicks.operations.ts';
import { figureHandlers } from './features/affiliates/figures.operations.ts';
import { followerHandlers } from './features/affiliates/followers.operations.ts';
import { withdrawalHandlers } from './features/affiliates/withdrawals.operations.ts';
import { cartHandlers } from './features/cart/cart.operations.ts';
import { bannerHandlers } from './features/catalogue/banners.operations.ts';
import { campaignHandlers } from './features/catalogue/campaigns.operations.ts';
import { categoryHandlers } from './features/catalogue/categories.operations.ts';
import { checkoutOptionHandlers } from './features/catalogue/checkout-options.operations.ts';
import { productHandlers } from './features/catalogue/products.operations.ts';
import { reviewHandlers } from './features/catalogue/reviews/reviews.operations.ts';
import { searchHandlers } from './features/catalogue/search.operations.ts';
import type { CatalogueServices } from './features/catalogue/services.ts';
import { settingsHandlers } from './features/catalogue/settings.operations.ts';
import { shareHandlers } from './features/catalogue/share.operations.ts';
import { staticPageHandlers } from './features/catalogue/static-pages.operations.ts';
import { storeHandlers } from './features/catalogue/stores.operations.ts';
import { wishlistHandlers } from './features/catalogue/wishlist.operations.ts';
import { chatHandlers } from './features/chat/chat.operations.ts';
import { type LiveServices, liveDashboardHandlers } from './features/live/dashboard.operations.ts';
import { liveOrderHandlers } from './features/live/orders.operations.ts';
import { livePostHandlers } from './features/live/posts.operations.ts';
import { cardHandlers } from './features/orders/card.operations.ts';
import { cashbackHandlers } from './features/orders/cashback.operations.ts';
import { customerHandlers } from './features/orders/customer.operations.ts';
import { myCouponHandlers } from './features/orders/my-coupons.operations.ts';
import { orderHandlers } from './features/orders/orders.operations.ts';
import { returnHandlers } from './features/orders/returns.operations.ts';
import type { OrderServices } from './features/orders/services.ts';
import { slipHandlers } from './features/orders/slip.operations.ts';
import { staffPaymentHandlers } from './features/orders/staff-payments.operations.ts';
import type { Handlers } from './http/handler.ts';

/** What every handler may ask for beyond the request: the features' services together. */
export type AppServices = AccountServices & OrderServices & CatalogueServices & LiveServices;

export const handlers: Handlers<AppServices> = {
  // The catalogue
  ...settingsHandlers,
  ...bannerHandlers,
  ...categoryHandlers,
  ...productHandlers,
  ...searchHandlers,
  ...wishlistHandlers,
  ...reviewHandlers,
  ...campaignHandlers,
  ...storeHandlers,
  ...checkoutOptionHandlers,
  ...staticPageHandlers,
  ...shareHandlers,
  // Accounts
  ...otpHandlers,
  ...registerHandlers,
  ...signInHandlers,
  ...socialSignInHandlers,
  ...userHandlers,
  ...accountLookupHandlers,
  ...emailLinkHandlers,
  ...adminHandlers,
  // The address book and Thai geography
  ...addressHandlers,
  ...geographyHandlers,
  // The cart
  ...cartHandlers,
  // Checkout, payment and orders
  ...orderHandlers,
  ...myCouponHandlers,
  ...slipHandlers,
  ...staffPaymentHandlers,
  ...cardHandlers,
  ...customerHandlers,
  ...cashbackHandlers,
  ...returnHandlers,
  // The affiliate side
  ...applicationHandlers,
  ...clickHandlers,
  ...figureHandlers,
  ...followerHandlers,
  ...livePostHandlers,
  ...liveDashboardHandlers,
  ...liveOrderHandlers,
  ...withdrawalHandlers,
  ...adjustmentHandlers,
  // Chat
  ...chatHandlers,
};

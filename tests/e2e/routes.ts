import type { Samples } from './support/samples.ts';

/**
 * A sample URL for every route of the spec's section 2, with what the spec says must happen
 * there. Parameters come from the seeded API (support/samples.ts) where the API has the
 * resource; the others use made-up values (`madeUpParams`), where a "not found" answer is
 * as fine as a page.
 */
export interface RouteCase {
  /** The route as section 2 writes it. */
  route: string;
  url: (s: Samples) => string;
  /**
   * page: an ordinary page inside the layout; home: the home page answers (fallbacks);
   * not-found: the 404 page; unauthorised: redirected to /401 (academy without a token).
   */
  expect?: 'page' | 'home' | 'not-found' | 'unauthorised';
  /** The path the browser must end on (redirects of share links). */
  endsAt?: (s: Samples) => string;
  /** Landing, close and the hide flags: no header (banner) and no footer (contentinfo). */
  noHeader?: boolean;
  /** Chat, payment slip, customer and affiliate pages, cart, checkout, landing: no footer. */
  noFooter?: boolean;
  /** Parameters the seed cannot supply (yet): the API may answer 404 to them. */
  madeUpParams?: boolean;
}

const made = (route: string, url: string, extra: Partial<RouteCase> = {}): RouteCase => ({
  route,
  url: () => url,
  madeUpParams: true,
  ...extra,
});
const plain = (route: string, extra: Partial<RouteCase> = {}): RouteCase => ({
  route,
  url: () => route,
  ...extra,
});
const enc = encodeURIComponent;

export const STATIC_ROUTES: RouteCase[] = [
  plain('/'),
  plain('/home', { expect: 'home' }),
  plain('/401'),
  plain('/404', { expect: 'not-found' }),
  plain('/aboutus'),
  plain('/academy', { expect: 'unauthorised' }),
  plain('/card-terms-and-conditions'),
  plain('/cart', { noFooter: true }),
  plain('/chat', { noFooter: true }),
  plain('/checkout', { noFooter: true }),
  plain('/close', { noHeader: true, noFooter: true }),
  plain('/contactus'),
  plain('/cookie-policy'),
  plain('/faq'),
  plain('/feed'),
  plain('/landing', { noHeader: true, noFooter: true }),
  plain('/live'),
  plain('/member-benefits'),
  plain('/news'),
  plain('/our-story'),
  plain('/privacy-policy'),
  plain('/product'),
  plain('/promotion'),
  plain('/return-policy'),
  plain('/seller'),
  plain('/seller-store', { endsAt: () => '/store' }),
  plain('/store'),
  plain('/term-and-condition'),
  plain('/live/login'),
  plain('/login/otp'),
  plain('/user/profile', { endsAt: () => '/user/profile/my-profile' }),
  plain('/live/transaction/checkout'),
  plain('/login/apple/redirect/get-login'),
  plain('/login/line/redirect/get-login'),
];

export const PARAM_ROUTES: RouteCase[] = [
  made('/affiliate/payment/slip/{referenceCode?}', '/affiliate/payment/slip/AF0001', {
    noFooter: true,
  }),
  made(
    '/affiliate/payment/result/{status?}/{referenceCode?}/{cartId}',
    '/affiliate/payment/result/success/AF0001/1',
    { noFooter: true },
  ),
  made('/academy/topic/{urlKey}', '/academy/topic/getting-started', { expect: 'unauthorised' }),
  made('/academy/topic/{urlKey?}/{id}', '/academy/topic/getting-started/1', {
    expect: 'unauthorised',
  }),
  made('/academy/{urlKey}', '/academy/selling-basics', { expect: 'unauthorised' }),
  made('/article/share/{urlKey?}', '/article/share/honey-harvest-season'),
  made('/article/{urlKey?}', '/article/honey-harvest-season'),
  made('/live/list/{postTypeId}', '/live/list/1'),
  made('/live/transaction/{transactionId?}', '/live/transaction/1'),
  made('/live/detail/{postTypeId?}/{id?}', '/live/detail/1/1'),
  made('/live/order/{postTypeId?}/{id?}', '/live/order/1/1'),
  made('/news/share/{urlKey?}', '/news/share/1'),
  made('/news/{newsId}', '/news/1'),
  made('news-detail alias /news-detail/{newsId}', '/news-detail/1', { endsAt: () => '/news/1' }),
  // Protected routes: the undismissable login modal arrives with the login issue.
  made('/payment/slip/{cartId?}', '/payment/slip/1', { noFooter: true }),
  made('/payment/result/{status?}/{referenceCode?}/{cartId}', '/payment/result/success/REF0001/1'),
  { route: '/product/return/{urlKey?}', url: (s) => `/product/return/${enc(s.product.urlKey)}` },
  { route: '/product/review/{urlKey?}', url: (s) => `/product/review/${enc(s.product.urlKey)}` },
  { route: '/product/share/{urlKey?}', url: (s) => `/product/share/${enc(s.product.urlKey)}` },
  { route: '/product/{urlKey}', url: (s) => `/product/${enc(s.product.urlKey)}` },
  { route: '/promotion/share/{urlKey?}', url: (s) => `/promotion/share/${s.promotionId}` },
  { route: '/promotion/{promotionId}', url: (s) => `/promotion/${s.promotionId}` },
  { route: '/store/share/{urlKey?}', url: (s) => `/store/share/${enc(s.storeUrlKey)}` },
  { route: '/store/{urlKey}', url: (s) => `/store/${enc(s.storeUrlKey)}` },
  {
    route: '/seller-store/{urlKey}',
    url: (s) => `/seller-store/${enc(s.storeUrlKey)}`,
    endsAt: (s) => `/store/${enc(s.storeUrlKey)}`,
  },
  made('/user/resetpassword/{token?}', '/user/resetpassword/0123456789abcdef'),
  made('/affiliate/{referenceCode?}', '/affiliate/AF0001', { noFooter: true }),
  made('/affiliate/{referenceCode}/{step}', '/affiliate/AF0001/1', { noFooter: true }),
  {
    route: '/campaign/{urlKey?}',
    // Without a running campaign in the seed, the spec sends a failed campaign to /404.
    url: (s) => `/campaign/${enc(s.campaignUrlKey ?? 'no-running-campaign')}`,
  },
  { route: '/category/{urlKey?}', url: (s) => `/category/${enc(s.categoryUrlKey)}` },
  {
    route: '/share/{urlKey?}',
    url: (s) => `/share/${s.productShortLink}`,
    madeUpParams: true,
  },
  made('/manage-store/{menu?}', '/manage-store/banner'),
  made('/manage-store/{menu}/{id}', '/manage-store/banner/1'),
  made('/user/profile/{menu}', '/user/profile/my-profile'),
  made('/user/profile/{menu}/{tab}', '/user/profile/my-order/1'),
  made('/user/profile/{menu}/{orderId}/{productId}', '/user/profile/my-review/1/1'),
  made('/checkout/{step}/{cartid}', '/checkout/1/1', { noFooter: true }),
  made('/customer/{referenceCode}', '/customer/CU0001', { noFooter: true }),
  made('/customer/{referenceCode}/{step}', '/customer/CU0001/1', { noFooter: true }),
  made('/customer/payment/slip/{referenceCode}', '/customer/payment/slip/CU0001', {
    noFooter: true,
  }),
  made(
    '/customer/payment/result/{status}/{referenceCode}/{cartId}',
    '/customer/payment/result/success/CU0001/1',
    { noFooter: true },
  ),
];

export const SHARE_LINK_ROUTES: RouteCase[] = [
  {
    route: '/pd/{shortLink}',
    url: (s) => `/pd/${s.productShortLink}`,
    endsAt: (s) => `/product/${enc(s.product.urlKey)}`,
  },
  {
    route: '/p/{shortLink}',
    url: (s) => `/p/${s.promotionShortLink}`,
    endsAt: (s) => `/promotion/${s.promotionId}`,
  },
  made('/a/{shortLink}', '/a/unknownLink1'),
  made('/n/{shortLink}', '/n/unknownLink1'),
  made('/st/{shortLink}', '/st/unknownLink1'),
  made('/main/{shortLink}', '/main/unknownLink1', { expect: 'home' }),
  plain('/mobile/action/{action}', { url: () => '/mobile/action/open', expect: 'home' }),
];

export const FALLBACK_ROUTES: RouteCase[] = [
  plain('any other path (falls back to home)', {
    url: () => '/no/such/page-anywhere',
    expect: 'home',
  }),
  plain('route validation failure (404)', { url: () => '/news/not-a-number', expect: 'not-found' }),
  plain('?hideNavbar=true&hideFooter=true', {
    url: () => '/product?hideNavbar=true&hideFooter=true',
    noHeader: true,
    noFooter: true,
  }),
];

export const ROUTES: RouteCase[] = [
  ...STATIC_ROUTES,
  ...PARAM_ROUTES,
  ...SHARE_LINK_ROUTES,
  ...FALLBACK_ROUTES,
];

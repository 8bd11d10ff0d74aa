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
  /**
   * What the route shows, when other routes show the same (the home page, the placeholder of
   * a page not built yet, the page a share link leads to): the walk in the other language and
   * viewport takes one route of each view. Without it the route is a view of its own.
   */
  view?: string;
  /**
   * The path the page goes on to by itself, with a full page load, once it has shown (the
   * social landing page goes home 3 s after a sign-in that failed): the walk keeps the page
   * where it is while it checks it, and expects the page to ask for that load.
   */
  leavesFor?: string;
}

/** Views several routes show (RouteCase.view). */
const HOME = 'the home page';
const UNAUTHORISED = 'the 401 page';
const NOT_FOUND = 'the 404 page';
const NOT_YET = 'a page not built yet';
const LOGIN_PAGE = 'the login page';
const SOCIAL_LANDING = 'the social landing page after a failed sign-in';
const STORE_LIST = 'the store list';
const STORE = 'a store';
const PRODUCT = 'a product';
const PROMOTION = 'a promotion';

/** A customer link's code of the right shape that no checkout has. */
const NO_LINK = 'CU00000000000000000001';
const CUSTOMER_MODE = { noHeader: true, noFooter: true };

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
  plain('/', { view: HOME }),
  plain('/home', { expect: 'home', view: HOME }),
  plain('/401', { view: UNAUTHORISED }),
  plain('/404', { expect: 'not-found', view: NOT_FOUND }),
  plain('/aboutus'),
  plain('/academy', { expect: 'unauthorised', view: UNAUTHORISED }),
  plain('/card-terms-and-conditions'),
  plain('/cart', { noFooter: true }),
  plain('/chat', { noFooter: true }),
  plain('/checkout', { noFooter: true }),
  plain('/close', { noHeader: true, noFooter: true }),
  plain('/contactus'),
  plain('/cookie-policy'),
  plain('/faq'),
  plain('/feed', { view: NOT_YET }),
  plain('/landing', { noHeader: true, noFooter: true }),
  plain('/live', { view: NOT_YET }),
  plain('/member-benefits'),
  plain('/news', { view: NOT_YET }),
  plain('/our-story'),
  plain('/privacy-policy'),
  plain('/product'),
  plain('/promotion'),
  plain('/return-policy'),
  plain('/seller'),
  plain('/seller-store', { endsAt: () => '/store', view: STORE_LIST }),
  plain('/store', { view: STORE_LIST }),
  plain('/term-and-condition'),
  plain('/live/login', { view: LOGIN_PAGE }),
  plain('/login/otp'),
  plain('/user/profile', { endsAt: () => '/user/profile/my-profile' }),
  plain('/live/transaction/checkout', { noFooter: true }),
  plain('/login/apple/redirect/get-login', { view: SOCIAL_LANDING, leavesFor: '/' }),
  plain('/login/line/redirect/get-login', { view: SOCIAL_LANDING, leavesFor: '/' }),
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
  // An order's return request: a guest is asked to log in; a made-up order.
  made('/product/return/{urlKey?}', '/product/return/1'),
  {
    // A guest is asked to log in; a made-up order.
    route: '/product/review/{urlKey?}',
    url: (s) => `/product/review/${enc(s.product.urlKey)}?orderId=1`,
    madeUpParams: true,
  },
  {
    route: '/product/share/{urlKey?}',
    url: (s) => `/product/share/${enc(s.product.urlKey)}`,
    view: PRODUCT,
  },
  { route: '/product/{urlKey}', url: (s) => `/product/${enc(s.product.urlKey)}`, view: PRODUCT },
  {
    route: '/promotion/share/{urlKey?}',
    url: (s) => `/promotion/share/${s.promotionId}`,
    view: PROMOTION,
  },
  { route: '/promotion/{promotionId}', url: (s) => `/promotion/${s.promotionId}`, view: PROMOTION },
  {
    route: '/store/share/{urlKey?}',
    url: (s) => `/store/share/${enc(s.storeUrlKey)}`,
    view: STORE,
  },
  { route: '/store/{urlKey}', url: (s) => `/store/${enc(s.storeUrlKey)}`, view: STORE },
  {
    route: '/seller-store/{urlKey}',
    url: (s) => `/seller-store/${enc(s.storeUrlKey)}`,
    endsAt: (s) => `/store/${enc(s.storeUrlKey)}`,
    view: STORE,
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
  made('/user/profile/{menu}/{orderId}/{productId}', '/user/profile/my-order/1/1'),
  made('/checkout/{step}/{cartid}', '/checkout/1/1', { noFooter: true }),
  // Customer mode: no header, no footer. A link's code no checkout has: the payment says so.
  made('/customer/{referenceCode}', `/customer/${NO_LINK}`, CUSTOMER_MODE),
  made('/customer/{referenceCode}/{step}', `/customer/${NO_LINK}/1`, CUSTOMER_MODE),
  made(
    '/customer/payment/slip/{referenceCode}',
    `/customer/payment/slip/${NO_LINK}`,
    CUSTOMER_MODE,
  ),
  made(
    '/customer/payment/result/{status}/{referenceCode}/{cartId}',
    `/customer/payment/result/success/${NO_LINK}/1`,
    CUSTOMER_MODE,
  ),
];

export const SHARE_LINK_ROUTES: RouteCase[] = [
  {
    route: '/pd/{shortLink}',
    url: (s) => `/pd/${s.productShortLink}`,
    endsAt: (s) => `/product/${enc(s.product.urlKey)}`,
    view: PRODUCT,
  },
  {
    route: '/p/{shortLink}',
    url: (s) => `/p/${s.promotionShortLink}`,
    endsAt: (s) => `/promotion/${s.promotionId}`,
    view: PROMOTION,
  },
  made('/a/{shortLink}', '/a/unknownLink1'),
  made('/n/{shortLink}', '/n/unknownLink1'),
  made('/st/{shortLink}', '/st/unknownLink1'),
  made('/main/{shortLink}', '/main/unknownLink1', { expect: 'home' }),
  plain('/mobile/action/{action}', {
    url: () => '/mobile/action/open',
    expect: 'home',
    view: HOME,
  }),
];

export const FALLBACK_ROUTES: RouteCase[] = [
  plain('any other path (falls back to home)', {
    url: () => '/no/such/page-anywhere',
    expect: 'home',
    view: HOME,
  }),
  plain('route validation failure (404)', {
    url: () => '/news/not-a-number',
    expect: 'not-found',
    view: NOT_FOUND,
  }),
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

const viewOf = (route: RouteCase) => route.view ?? route.route;

/**
 * One route of each view, on the seed's own params: the routes on made-up params show the
 * placeholders and 404 pages the others show too.
 */
export const ONE_ROUTE_PER_VIEW: RouteCase[] = ROUTES.filter(
  (route, i) =>
    !route.madeUpParams &&
    ROUTES.findIndex((other) => !other.madeUpParams && viewOf(other) === viewOf(route)) === i,
);

/** A route with a check of its own: a redirect, a 404, 401 or home answer, a load it goes on to, a layout rule. */
const hasOwnCheck = (route: RouteCase) =>
  Boolean(
    route.endsAt ||
      route.leavesFor ||
      route.noHeader ||
      route.noFooter ||
      (route.expect && route.expect !== 'page'),
  );

/**
 * The phones' walk: one route of each view, and every route with a check of its own. The others
 * show a view walked already, on other or made-up params (a placeholder, the 404 page, the login
 * modal): E2E_FULL=1 walks them in the browser, and tests/components/routes.test.tsx renders each.
 */
export const WALKED_ON_PHONES: RouteCase[] = ROUTES.filter(
  (route) => ONE_ROUTE_PER_VIEW.includes(route) || hasOwnCheck(route),
);
export const NOT_WALKED_ON_PHONES: RouteCase[] = ROUTES.filter(
  (route) => !WALKED_ON_PHONES.includes(route),
);

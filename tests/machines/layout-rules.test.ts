import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canReloadAfterChunkError,
  type Layout,
  layoutFor,
  leavesCartOrCheckout,
  shouldShowGoToTop,
  withHidePopup,
} from '../../machines';

const layout = (pathname: string, search = '', isCustomerMode = false) =>
  layoutFor({ pathname, search, isCustomerMode });

const full: Layout = {
  header: true,
  footer: true,
  mobileMenu: true,
  goToTop: true,
  template: true,
  popup: true,
  cartPanel: true,
};
const without = (...parts: Array<keyof Layout>): Layout =>
  Object.fromEntries(
    Object.entries(full).map(([part, on]) => [part, on && !parts.includes(part as keyof Layout)]),
  ) as unknown as Layout;

describe('layoutFor, route by route', () => {
  it.each<[string, string, Layout]>([
    ['home', '/', full],
    ['product list', '/product', full],
    ['product review', '/product/review/honey', full],
    ['product share', '/product/share/honey', full],
    ['product detail', '/product/honey-500g', without('mobileMenu')],
    ['cart', '/cart', without('mobileMenu', 'footer', 'goToTop', 'cartPanel', 'popup')],
    ['checkout', '/checkout', without('mobileMenu', 'footer', 'goToTop', 'cartPanel', 'popup')],
    [
      'checkout repayment',
      '/checkout/3/C123',
      without('mobileMenu', 'footer', 'goToTop', 'cartPanel', 'popup'),
    ],
    [
      'live checkout',
      '/live/transaction/checkout',
      without('mobileMenu', 'footer', 'goToTop', 'cartPanel', 'popup'),
    ],
    ['live detail', '/live/detail/1/42', without('mobileMenu')],
    ['live order', '/live/order/1/42', without('mobileMenu')],
    ['live list', '/live/list/1', full],
    ['chat', '/chat', without('footer', 'goToTop')],
    ['payment slip', '/payment/slip/C123', without('footer', 'popup')],
    ['payment result', '/payment/result/success/R1/C1', without('popup')],
    ['customer checkout', '/customer/R1', without('footer', 'popup')],
    ['customer repayment', '/customer/R1/2', without('footer', 'mobileMenu', 'popup')],
    [
      'customer payment slip',
      '/customer/payment/slip/R1',
      without('footer', 'mobileMenu', 'popup'),
    ],
    [
      'customer payment result',
      '/customer/payment/result/ok/R1/C1',
      without('footer', 'mobileMenu', 'popup'),
    ],
    ['affiliate page', '/affiliate/R1', without('footer', 'popup')],
    ['affiliate repayment', '/affiliate/R1/2', without('footer', 'mobileMenu', 'popup')],
    [
      'affiliate payment slip',
      '/affiliate/payment/slip/R1',
      without('footer', 'mobileMenu', 'popup'),
    ],
    ['landing', '/landing', without('header', 'footer', 'mobileMenu')],
    ['close', '/close', without('header', 'footer', 'mobileMenu')],
    [
      'seller',
      '/seller',
      without('header', 'footer', 'mobileMenu', 'goToTop', 'template', 'popup', 'cartPanel'),
    ],
    ['seller store', '/seller-store/shop', full],
  ])('%s (%s)', (_, pathname, expected) => {
    expect(layout(pathname)).toEqual(expected);
  });

  it('leaving the cart or checkout (and only that) clears the coupon code', () => {
    expect(leavesCartOrCheckout('/cart', '/product')).toBe(true);
    expect(leavesCartOrCheckout('/checkout/2/C1', '/')).toBe(true);
    expect(leavesCartOrCheckout('/cart', '/checkout')).toBe(false);
    expect(leavesCartOrCheckout('/product', '/cart')).toBe(false);
    expect(leavesCartOrCheckout('/product', '/')).toBe(false);
  });

  it('hideNavbar=true hides the header', () => {
    expect(layout('/news', '?hideNavbar=true')).toEqual(without('header'));
  });

  it('hideFooter=true hides the footer and the mobile menu', () => {
    expect(layout('/news', 'hideFooter=true')).toEqual(without('footer', 'mobileMenu'));
  });

  it('customer mode hides header and footer', () => {
    expect(layout('/product', '', true)).toEqual(without('header', 'footer'));
  });

  it('hidePopup=true suppresses the banner popup', () => {
    expect(layout('/', '?hidePopup=true&x=1')).toEqual(without('popup'));
  });

  it('flags count only when exactly true', () => {
    expect(layout('/', '?hideNavbar=1&hideFooter=TRUE&hidePopup=')).toEqual(full);
  });
});

describe('layoutFor, properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const pathname = fc.oneof(
    fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`),
    fc.constantFrom(
      '/cart',
      '/checkout',
      '/chat',
      '/landing',
      '/close',
      '/seller',
      '/product/x',
      '/customer/a/b',
    ),
  );
  const flags = fc.subarray(['hideNavbar', 'hideFooter', 'hidePopup']);
  const toSearch = (names: string[]) => names.map((name) => `${name}=true`).join('&');

  it('property: each flag switches its parts off, whatever the page', () => {
    fc.assert(
      fc.property(pathname, flags, fc.boolean(), (path, on, customer) => {
        const result = layout(path, toSearch(on), customer);
        if (on.includes('hideNavbar')) expect(result.header).toBe(false);
        if (on.includes('hideFooter'))
          expect([result.footer, result.mobileMenu]).toEqual([false, false]);
        if (on.includes('hidePopup')) expect(result.popup).toBe(false);
        if (customer) expect([result.header, result.footer]).toEqual([false, false]);
      }),
    );
  });

  it('property: flags and customer mode only ever hide, never show', () => {
    fc.assert(
      fc.property(pathname, flags, fc.boolean(), (path, on, customer) => {
        const plain = layout(path);
        const result = layout(path, toSearch(on), customer);
        for (const part of Object.keys(full) as Array<keyof Layout>) {
          if (!plain[part]) expect(result[part]).toBe(false);
        }
      }),
    );
  });

  it('property: without the template nothing else shows', () => {
    fc.assert(
      fc.property(flags, fc.boolean(), (on, customer) => {
        expect(Object.values(layout('/seller', toSearch(on), customer)).some(Boolean)).toBe(false);
      }),
    );
  });

  it('property: a trailing slash does not change the layout', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        expect(layout(`${path}/`)).toEqual(layout(path));
      }),
    );
  });
});

describe('viewport and scroll', () => {
  it('property: go-to-top shows past 400 px of scroll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (scrollY) => {
        expect(shouldShowGoToTop(scrollY)).toBe(scrollY > 400);
      }),
    );
    expect([shouldShowGoToTop(400), shouldShowGoToTop(401)]).toEqual([false, true]);
  });
});

describe('withHidePopup', () => {
  it('appends the flag and keeps the query and hash', () => {
    expect(withHidePopup('/promotion/12?ref=home#terms')).toBe(
      '/promotion/12?ref=home&hidePopup=true#terms',
    );
    expect(withHidePopup('https://shop.example/campaign/summer')).toBe(
      'https://shop.example/campaign/summer?hidePopup=true',
    );
    expect(withHidePopup('/product?hidePopup=false')).toBe('/product?hidePopup=true');
  });

  const link = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .tuple(
        fc.webPath(),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()),
        fc.webFragments(),
      )
      .map(
        ([path, query, hash]) =>
          `/${path.replace(/^\/+/, '')}?${new URLSearchParams(query)}${hash ? `#${hash}` : ''}`,
      ),
  );

  it('property: the link keeps its path, parameters and hash, gains hidePopup=true, and stays put when done twice', () => {
    fc.assert(
      fc.property(link, (href) => {
        const before = new URL(href, 'https://base.example');
        const after = new URL(withHidePopup(href), 'https://base.example');
        expect(after.origin + after.pathname).toBe(before.origin + before.pathname);
        expect(after.hash).toBe(before.hash);
        expect(after.searchParams.get('hidePopup')).toBe('true');
        const others = (url: URL) => [...url.searchParams].filter(([name]) => name !== 'hidePopup');
        expect(others(after)).toEqual(others(before));
        expect(withHidePopup(withHidePopup(href))).toBe(withHidePopup(href));
      }),
    );
  });
});

describe('canReloadAfterChunkError', () => {
  it('reloads the first time', () => {
    expect(canReloadAfterChunkError(null, 1_000)).toBe(true);
  });

  it('property: at most one reload a minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 10 * 60_000 }),
        (last, elapsed) => {
          expect(canReloadAfterChunkError(last, last + elapsed)).toBe(elapsed >= 60_000);
        },
      ),
    );
  });

  it('allows a reload when the stored time is in the future (the clock moved)', () => {
    expect(canReloadAfterChunkError(10_000, 5_000)).toBe(true);
  });
});

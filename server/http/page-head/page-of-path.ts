// Which public page a browser path shows, for the head the server writes (page-heads.ts). It
// follows the SPA's routes (src/routes/): the share aliases and /seller-store name the page
// they redirect to; a path it does not know (the cart, an account page) is `other`.

export type PageOfPath =
  | { kind: 'home' }
  | { kind: 'productList'; search: URLSearchParams }
  | { kind: 'product'; urlKey: string }
  | { kind: 'categories' }
  | { kind: 'category'; urlKey: string; search: URLSearchParams }
  | { kind: 'campaign'; urlKey: string | undefined; search: URLSearchParams }
  | { kind: 'promotions' }
  | { kind: 'promotion'; id: string; search: URLSearchParams }
  | { kind: 'stores' }
  | { kind: 'store'; urlKey: string; search: URLSearchParams }
  | { kind: 'static'; slug: StaticSlug }
  | { kind: 'contact' }
  | { kind: 'shortLink'; code: string }
  | { kind: 'other' };

/** The SPA's content routes and the contract's StaticPageSlug each shows. */
const STATIC_PAGES = {
  aboutus: 'aboutus',
  'our-story': 'our-story',
  faq: 'faq',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  'return-policy': 'return-policy',
  'card-terms-and-conditions': 'card-terms-and-conditions',
  'member-benefits': 'member-benefits',
  'term-and-condition': 'terms-and-conditions',
} as const;
export type StaticSlug = (typeof STATIC_PAGES)[keyof typeof STATIC_PAGES];

const SHORT_LINK_PREFIXES = new Set(['pd', 'a', 'n', 'p', 'st', 'main', 'share']);

/** A path segment as text, or undefined when it does not decode. */
function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined || segment === '') return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const other: PageOfPath = { kind: 'other' };

export function pageOfPath(url: URL): PageOfPath {
  const segments = url.pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first = '', second, third] = segments;
  const search = url.searchParams;
  if (segments.length > 3) return { kind: 'other' };
  const shared = second === 'share';
  const key = decoded(second);
  const shareKey = shared ? decoded(third) : undefined;

  if (first === '' || first === 'home') return segments.length <= 1 ? { kind: 'home' } : other;
  if (first in STATIC_PAGES && segments.length === 1) {
    return { kind: 'static', slug: STATIC_PAGES[first as keyof typeof STATIC_PAGES] };
  }
  if (first === 'contactus' && segments.length === 1) return { kind: 'contact' };
  if (SHORT_LINK_PREFIXES.has(first) && key && segments.length === 2) {
    return { kind: 'shortLink', code: key };
  }
  switch (first) {
    case 'product':
      if (segments.length === 1 || (shared && !shareKey)) return { kind: 'productList', search };
      if (shareKey) return { kind: 'product', urlKey: shareKey };
      return key && segments.length === 2 ? { kind: 'product', urlKey: key } : other;
    case 'category':
      if (segments.length === 1) return { kind: 'categories' };
      return key && segments.length === 2 ? { kind: 'category', urlKey: key, search } : other;
    case 'campaign':
      if (segments.length === 1) return { kind: 'campaign', urlKey: undefined, search };
      return key && segments.length === 2 ? { kind: 'campaign', urlKey: key, search } : other;
    case 'promotion':
      if (segments.length === 1 || (shared && !shareKey)) return { kind: 'promotions' };
      if (shareKey) return { kind: 'promotion', id: shareKey, search };
      return key && segments.length === 2 ? { kind: 'promotion', id: key, search } : other;
    case 'store':
    case 'seller-store':
      if (segments.length === 1 || (shared && !shareKey)) return { kind: 'stores' };
      if (shareKey && first === 'store') return { kind: 'store', urlKey: shareKey, search };
      return key && segments.length === 2 ? { kind: 'store', urlKey: key, search } : other;
    default:
      return other;
  }
}

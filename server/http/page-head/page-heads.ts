// The head of each public page, from the same API answers the SPA renders it from (called in
// process through the contract's types): its title as the SPA names it, a description, the
// canonical address, a share image, and its structured data. A page whose item does not exist
// is `notFound` (the server answers 404 and keeps it out of search engines).
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../openapi/storefront.d.ts';
import { formatBaht } from '../baht.ts';
import type { Culture } from '../culture.ts';
import type { PageHead, ShareImage } from './head-tags.ts';
import { type HeadText, headText } from './head-texts.ts';
import { breadcrumbList, organization, product, webSite } from './json-ld.ts';
import { type PageOfPath, pageOfPath } from './page-of-path.ts';

type Schemas = components['schemas'];
type Api = ReturnType<typeof createClient<paths>>;

/** Share images are drawn at the size LINE and Facebook show large (server/images/share-image.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630, path: '/share-image' } as const;
const DESCRIPTION_MAX = 160;

export interface PageHeadOptions {
  /** Answers a Request to the API as the server's own /api does. */
  callApi: (request: Request) => Response | Promise<Response>;
  apiKey: string;
  /** The shop's public origin (PUBLIC_URL), for absolute addresses. */
  origin: string;
}

export interface PageHeadResult {
  head: PageHead;
  notFound: boolean;
}

/** Text on one line, at most DESCRIPTION_MAX characters (not cutting a character in two). */
function summary(text: string): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...line];
  return characters.length <= DESCRIPTION_MAX
    ? line
    : `${characters
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The list parameters a canonical keeps (src/features/catalogue/search/product-search.ts). */
const LIST_PARAMS = [
  'search',
  'sortBy',
  'startprice',
  'endprice',
  'discount',
  'rating',
  'payment',
  'shipping',
  'pageNo',
];

function canonicalOf(origin: string, path: string, search?: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = search?.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

export function pageHeads(options: PageHeadOptions) {
  const { origin } = options;
  const api: Api = createClient<paths>({
    baseUrl: `${origin}/api`,
    fetch: async (request) => options.callApi(request),
  });

  async function siteLogo(header: { 'X-Api-Key': string; Culture: Culture }) {
    const { data } = await api.GET('/Setting/Logo', { params: { header } });
    if (!data) throw new Error('The site settings could not be read for the page head');
    return data.detail;
  }

  return async function headOf(url: URL, culture: Culture): Promise<PageHeadResult> {
    const header = { 'X-Api-Key': options.apiKey, Culture: culture };
    const site = await siteLogo(header);
    const absolute = (path: string) => new URL(path, origin).href;
    const shareImage = (source: Schemas['Image'] | undefined): ShareImage | undefined =>
      source && {
        url: absolute(`${SHARE_IMAGE.path}${source.url}`),
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        alt: source.alt,
      };
    const homeCrumb = { name: headText('home', culture), url: `${origin}/` };
    // The address as the shop's public origin names it, whatever host the request came to.
    const here = `${origin}${url.pathname}${url.search}`;
    const siteImage = shareImage({ ...site.logoDesktop, alt: site.title });

    /** A page of the shop: "Page | Site", the shop's image unless it has its own. */
    const page = (
      title: string,
      path: string,
      more: Partial<PageHead> & { search?: URLSearchParams } = {},
    ): PageHeadResult => {
      const { search, ...rest } = more;
      const canonical = canonicalOf(origin, path, search);
      return {
        notFound: false,
        head: {
          title: `${title} | ${site.title}`,
          description: site.description,
          canonical,
          url: canonical,
          type: 'website',
          siteName: site.title,
          image: siteImage,
          jsonLd: [breadcrumbList([homeCrumb, { name: title, url: canonical }])],
          ...rest,
        },
      };
    };
    const titled = (key: HeadText, path: string) => page(headText(key, culture), path);
    /** A campaign, promotion or store: its name, description and banner, over its products. */
    const bannered = (
      item: { name: string; description: string; banner: Schemas['BannerImage'] },
      path: string,
      search: URLSearchParams,
    ) =>
      page(item.name, path, {
        description: summary(item.description) || site.description,
        image: shareImage({
          url: item.banner.imageUrl,
          width: item.banner.width,
          height: item.banner.height,
          alt: item.name,
        }),
        search,
      });
    const notFound = (): PageHeadResult => ({
      notFound: true,
      head: {
        ...page(headText('notFound', culture), url.pathname).head,
        canonical: undefined,
        url: here,
        jsonLd: [],
        noindex: true,
      },
    });

    async function headOfPage(target: PageOfPath, viaShortLink = false): Promise<PageHeadResult> {
      switch (target.kind) {
        case 'home':
          return {
            notFound: false,
            head: {
              title: site.title,
              description: site.description,
              canonical: `${origin}/`,
              url: `${origin}/`,
              type: 'website',
              siteName: site.title,
              image: siteImage,
              jsonLd: [
                organization(site, origin, absolute(site.logoDesktop.url)),
                webSite(site, origin),
              ],
            },
          };
        case 'productList': {
          const term = target.search.get('search')?.trim();
          const title = term
            ? headText('searchResults', culture, { term })
            : headText('productList', culture);
          return page(title, '/product', { search: target.search });
        }
        case 'product': {
          const path = { urlKey: target.urlKey };
          const { data } = await api.GET('/product/{urlKey}', { params: { header, path } });
          if (!data) return notFound();
          const detail = data.detail;
          const canonical = `${origin}/product/${encodeURIComponent(detail.urlKey)}`;
          const description = summary(`฿${formatBaht(detail.price)} · ${detail.description}`);
          const category = detail.category;
          return page(detail.name, `/product/${encodeURIComponent(detail.urlKey)}`, {
            description,
            type: 'product',
            image: shareImage(detail.images[0]),
            jsonLd: [
              product(detail, {
                url: canonical,
                images: detail.images.map((image) => absolute(image.url)),
                description: summary(detail.description),
              }),
              breadcrumbList([
                homeCrumb,
                {
                  name: category.name,
                  url: `${origin}/category/${encodeURIComponent(category.urlKey)}`,
                },
                { name: detail.name, url: canonical },
              ]),
            ],
          });
        }
        case 'categories':
          return titled('categories', '/category');
        case 'category': {
          const { data } = await api.GET('/category/List', { params: { header } });
          const category = data?.detail.dataList.find((each) => each.urlKey === target.urlKey);
          if (!category) return notFound();
          return page(category.name, `/category/${encodeURIComponent(category.urlKey)}`, {
            description: summary(category.description) || site.description,
            image: shareImage({ ...category.image, alt: category.name }),
            search: target.search,
          });
        }
        case 'campaign': {
          const { data } =
            target.urlKey === undefined
              ? await api.GET('/campaign', { params: { header } })
              : await api.GET('/campaign/{urlKey}', {
                  params: { header, path: { urlKey: target.urlKey } },
                });
          const campaign = data?.detail;
          if (!campaign) return notFound();
          const path = `/campaign/${encodeURIComponent(campaign.urlKey)}`;
          return bannered(campaign, path, target.search);
        }
        case 'promotions':
          return titled('promotions', '/promotion');
        case 'promotion': {
          const id = Number(target.id);
          if (!/^\d{1,9}$/.test(target.id)) return notFound();
          const { data } = await api.GET('/promotion/{promotionId}', {
            params: { header, path: { promotionId: id } },
          });
          if (!data) return notFound();
          return bannered(data.detail, `/promotion/${data.detail.id}`, target.search);
        }
        case 'stores':
          return titled('stores', '/store');
        case 'store': {
          const { data } = await api.GET('/store/{urlKey}', {
            params: { header, path: { urlKey: target.urlKey } },
          });
          if (!data) return notFound();
          const path = `/store/${encodeURIComponent(data.detail.urlKey)}`;
          return bannered(data.detail, path, target.search);
        }
        case 'static': {
          const { data } = await api.GET('/StaticPage/{slug}', {
            params: { header, path: { slug: target.slug } },
          });
          if (!data) return notFound();
          const { title, html } = data.detail.staticPage;
          return page(title, url.pathname.replace(/\/+$/, ''), {
            description: summary(html) || site.description,
            type: 'article',
          });
        }
        case 'contact':
          return titled('contact', '/contactus');
        case 'shortLink': {
          if (viaShortLink) return notFound();
          const { data } = await api.GET('/share/{shortLink}', {
            params: { header, path: { shortLink: target.code } },
          });
          const path = data?.detail.path;
          // The target's head: a short link is shared so that the page it opens is shown.
          return path ? headOfPage(pageOfPath(new URL(path, origin)), true) : notFound();
        }
        case 'other':
          return {
            notFound: false,
            head: {
              title: site.title,
              description: site.description,
              url: here,
              type: 'website',
              siteName: site.title,
              image: siteImage,
              jsonLd: [],
            },
          };
      }
    }

    return headOfPage(pageOfPath(url));
  };
}

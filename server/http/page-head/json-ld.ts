// Schema.org data of the public pages, as search engines read it: the shop (Organization and
// WebSite with its product search) on the home page, a Product with its Offer on a product
// page, and the path to a page as a BreadcrumbList. The price is the one the page shows, in
// baht with two decimals.
import type { components } from '../../../openapi/storefront.d.ts';

type Schemas = components['schemas'];

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

export function organization(site: Schemas['SiteLogo'], origin: string, logo: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: `${origin}/`,
    logo,
    email: site.email,
    telephone: site.telephone,
  };
}

export function webSite(site: Schemas['SiteLogo'], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.title,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/product?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function product(
  detail: Schemas['ProductDetail'],
  page: { url: string; images: string[]; description: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.name,
    sku: detail.sku,
    description: page.description,
    image: page.images,
    url: page.url,
    category: detail.category.name,
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: detail.price.toFixed(2),
      priceCurrency: 'THB',
      availability:
        detail.availableQuantity > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: detail.store.name },
    },
    ...(detail.ratingCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: detail.rating,
        reviewCount: detail.ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

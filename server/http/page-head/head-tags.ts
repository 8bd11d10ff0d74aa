// A page's head as HTML: title, description, canonical, Open Graph, Twitter card and JSON-LD.
// Every value is escaped for where it goes; JSON-LD is a data block (`application/ld+json`,
// which the CSP's `script-src 'self'` does not run) whose text cannot close its element.
// The page-specific tags carry `data-page-head`: the SPA takes them out when it navigates
// away from the page they describe (src/ui/document-title.ts).
import type { Culture } from '../culture.ts';
import { escapeAttribute, escapeText, jsonForScript } from '../html-escape.ts';

export interface ShareImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  /** The whole title, "Page | Site" (the site's name alone on the home page). */
  title: string;
  description: string;
  /** Absolute; absent on pages that are not for search engines (the cart, an account). */
  canonical?: string;
  /** og:url: the canonical, or the address itself. */
  url: string;
  type: 'website' | 'product' | 'article';
  siteName: string;
  image?: ShareImage;
  /** Schema.org objects, each written as its own JSON-LD block. */
  jsonLd: object[];
  /** Kept out of search engines: a page that is not found, or not public. */
  noindex?: boolean;
}

const OG_LOCALE: Record<Culture, string> = { th: 'th_TH', en: 'en_US' };
const OTHER: Record<Culture, Culture> = { th: 'en', en: 'th' };

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttribute(String(content))}" data-page-head>`;

/** The tags of `head`, in `culture`, for index.html's head (its title replaces the built one). */
export function headTags(head: PageHead, culture: Culture): string {
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" data-page-head>`);
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', OG_LOCALE[culture]),
    meta('property', 'og:locale:alternate', OG_LOCALE[OTHER[culture]]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json" data-page-head>${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}

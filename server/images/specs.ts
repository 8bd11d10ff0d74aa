// What to draw for every image path of a catalogue. The path is the key: an unknown path
// has no spec, so the renderer never touches the disk for it.
import type { ImageRef, SeedBanner, SeedCatalogue } from '../seed/data/types.ts';

export type ImageSpec =
  | { kind: 'product'; ref: ImageRef; label: string; categoryKey: string; photo: number }
  | { kind: 'category'; ref: ImageRef; categoryKey: string }
  | { kind: 'store-logo'; ref: ImageRef; label: string; tone: number }
  | {
      kind: 'banner';
      ref: ImageRef;
      title: string;
      subtitle?: string;
      /** Brand tone number; the desktop and mobile images of one banner share it. */
      tone: number;
      /** Small caption in a pill above the title. */
      tag: string;
      /** Category whose package is drawn on the banner. */
      showcase?: string;
    }
  | { kind: 'logo'; ref: ImageRef; label: string; variant: 'desktop' | 'mobile' | 'footer' }
  | { kind: 'trust-mark'; ref: ImageRef };

const bannerTags: Record<SeedBanner['kind'], string> = {
  article: 'READ MORE',
  live: 'LIVE',
  product: 'SHOP NOW',
  popup: 'SPECIAL OFFER',
  close: 'NOTICE',
};

export function imageSpecs(catalogue: SeedCatalogue): Map<string, ImageSpec> {
  const specs = new Map<string, ImageSpec>();
  const add = (spec: ImageSpec) => specs.set(spec.ref.path, spec);
  const categoryOfProduct = new Map(catalogue.products.map((p) => [p.urlKey, p.categoryKey]));
  const firstCategory = (urlKeys: string[]) => categoryOfProduct.get(urlKeys[0] ?? '');

  /** The category a banner link leads to, so the banner can show its package. */
  const categoryOfLink = (link: string): string | undefined => {
    const [, section, key = ''] = link.split('/');
    if (section === 'product') return categoryOfProduct.get(key);
    if (section === 'category') return key;
    if (section === 'promotion') {
      return firstCategory(
        catalogue.promotions.find((p) => String(p.id) === key)?.productUrlKeys ?? [],
      );
    }
    if (section === 'campaign') {
      return firstCategory(catalogue.campaigns.find((c) => c.urlKey === key)?.productUrlKeys ?? []);
    }
    return undefined;
  };

  for (const p of catalogue.products) {
    p.images.forEach((ref, i) => {
      add({ kind: 'product', ref, label: p.name.en, categoryKey: p.categoryKey, photo: i + 1 });
    });
  }
  for (const c of catalogue.categories) add({ kind: 'category', ref: c.image, categoryKey: c.key });
  // Tones go round the brand set in catalogue order, so neighbouring banners differ.
  let tone = 0;
  for (const s of catalogue.stores) {
    const storeTone = tone++;
    const counts = new Map<string, number>();
    for (const p of catalogue.products) {
      if (p.storeKey === s.key) counts.set(p.categoryKey, (counts.get(p.categoryKey) ?? 0) + 1);
    }
    const mainCategory = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    add({ kind: 'store-logo', ref: s.logo, label: s.name.en, tone: storeTone });
    add({
      kind: 'banner',
      ref: s.banner,
      tone: storeTone,
      title: s.name.en,
      subtitle: s.province.en,
      tag: 'OFFICIAL STORE',
      showcase: mainCategory,
    });
  }
  for (const c of catalogue.campaigns) {
    add({
      kind: 'banner',
      ref: c.banner,
      tone: tone++,
      title: c.name.en,
      tag: 'CAMPAIGN',
      showcase: firstCategory(c.productUrlKeys),
    });
  }
  for (const p of catalogue.promotions) {
    add({
      kind: 'banner',
      ref: p.banner,
      tone: tone++,
      title: p.name.en,
      tag: 'PROMOTION',
      showcase: firstCategory(p.productUrlKeys),
    });
  }
  for (const b of catalogue.banners) {
    const base = {
      kind: 'banner',
      tone: tone++,
      title: b.altTag.en,
      tag: bannerTags[b.kind],
      showcase: categoryOfLink(b.linkUrl),
    } as const;
    add({ ...base, ref: b.image });
    if (b.mobileImage) add({ ...base, ref: b.mobileImage });
  }
  const { companyInfo, footerConfig } = catalogue;
  add({
    kind: 'logo',
    ref: companyInfo.logoDesktop,
    label: companyInfo.logoDesktop.alt.en,
    variant: 'desktop',
  });
  add({
    kind: 'logo',
    ref: companyInfo.logoMobile,
    label: companyInfo.logoMobile.alt.en,
    variant: 'mobile',
  });
  add({
    kind: 'logo',
    ref: footerConfig.footerLogo,
    label: footerConfig.footerLogo.alt.en,
    variant: 'footer',
  });
  if (footerConfig.trustMark) add({ kind: 'trust-mark', ref: footerConfig.trustMark.image });
  return specs;
}

/** Every image path of the catalogue, e.g. for a warm-up or a test that renders them all. */
export const imagePaths = (catalogue: SeedCatalogue): string[] => [...imageSpecs(catalogue).keys()];

// The words of the heads the server writes, in Thai and English: the same titles the SPA
// gives its pages (src/locales), so the tab does not change its name when the app starts.
import type { Culture } from '../culture.ts';

export const HEAD_TEXTS = {
  productList: { th: 'สินค้าทั้งหมด', en: 'All products' },
  searchResults: { th: 'ผลการค้นหา "{term}"', en: 'Search results for "{term}"' },
  categories: { th: 'หมวดหมู่สินค้า', en: 'Categories' },
  promotions: { th: 'โปรโมชัน', en: 'Promotions' },
  stores: { th: 'ร้านค้า', en: 'Stores' },
  contact: { th: 'ติดต่อเรา', en: 'Contact us' },
  notFound: { th: 'ไม่พบหน้าที่คุณต้องการ', en: 'This page could not be found' },
  home: { th: 'หน้าแรก', en: 'Home' },
} as const satisfies Record<string, Record<Culture, string>>;

export type HeadText = keyof typeof HEAD_TEXTS;

/** A text in `culture`, its `{name}` parameters filled in. */
export function headText(
  key: HeadText,
  culture: Culture,
  values: Record<string, string> = {},
): string {
  return HEAD_TEXTS[key][culture].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? (values[name] as string) : whole,
  );
}

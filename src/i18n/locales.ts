export const locales = ['th', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'th';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl dates: th-TH gives Buddhist-era years. */
export const intlLocale: Record<Locale, string> = { th: 'th-TH', en: 'en-US' };

// Site settings: company names, logos, footer and languages.
import type { Db } from '../../db/client.ts';
import { footerConfig, settings } from '../../db/schema.ts';
import type { Handlers } from '../../http/handler.ts';
import { imageOf, localize, wholeList } from '../shared/present.ts';
import type { CatalogueServices } from './services.ts';

// Single-row tables, filled by the seed; their absence is a broken install, not a 404.
async function companySettings(db: Db) {
  const [row] = await db.select().from(settings).limit(1);
  if (!row) throw new Error('settings row missing: seed the database');
  return row;
}

async function footerSettings(db: Db) {
  const [row] = await db.select().from(footerConfig).limit(1);
  if (!row) throw new Error('footer_config row missing: seed the database');
  return row;
}

const LANGUAGES = [
  { code: 'th', th: 'ภาษาไทย', en: 'Thai', nativeName: 'ไทย', isDefault: true },
  { code: 'en', th: 'ภาษาอังกฤษ', en: 'English', nativeName: 'English', isDefault: false },
] as const;

export const settingsHandlers = {
  getBusinessNameTh: async ({ db }) => (await companySettings(db)).companyNameTh,
  getBusinessNameEn: async ({ db }) => (await companySettings(db)).companyNameEn,

  getLogo: async ({ db, culture }) => {
    const row = await companySettings(db);
    return {
      logoDesktop: imageOf(row.logoDesktop, culture),
      logoMobile: imageOf(row.logoMobile, culture),
      companyName: localize(culture, row.companyNameTh, row.companyNameEn),
      title: localize(culture, row.titleTh, row.titleEn),
      description: localize(culture, row.descriptionTh, row.descriptionEn),
      email: row.email,
      telephone: row.telephone,
      lineId: row.lineId,
      address: localize(culture, row.addressTh, row.addressEn),
    };
  },

  getFooterSetting: async ({ db, culture }) => {
    const [company, footer] = await Promise.all([companySettings(db), footerSettings(db)]);
    const year = new Date().getFullYear();
    return {
      logo: imageOf(footer.footerLogo, culture),
      copyright: `© ${year} ${localize(culture, company.companyNameTh, company.companyNameEn)}`,
    };
  },

  getFooterConfig: async ({ db, culture }) => {
    const row = await footerSettings(db);
    return {
      aboutUsText: localize(culture, row.aboutUsTextTh, row.aboutUsTextEn),
      contactUsAddress: localize(culture, row.contactUsAddressTh, row.contactUsAddressEn),
      contactUsTelephone: row.contactUsTelephone,
      contactUsFax: row.contactUsFax,
      contactUsEmail: row.contactUsEmail,
      isFacebook: row.isFacebook,
      linkFacebook: row.isFacebook ? row.linkFacebook : '',
      isInstagram: row.isInstagram,
      linkInstagram: row.isInstagram ? row.linkInstagram : '',
      isLine: row.isLine,
      linkLine: row.isLine ? row.linkLine : '',
      footerLogo: row.footerLogo.url,
      trustMark: row.trustMark && {
        image: imageOf(row.trustMark.image, culture),
        linkUrl: row.trustMark.linkUrl,
      },
    };
  },

  getSiteMode: async ({ db, services }) => {
    const { visitorOnly, liveSelling } = await companySettings(db);
    return { visitorOnly, liveSelling, demo: services.demo };
  },

  listLanguages: async ({ culture }) =>
    wholeList(
      LANGUAGES.map((language) => ({
        code: language.code,
        name: localize(culture, language.th, language.en),
        nativeName: language.nativeName,
        isDefault: language.isDefault,
      })),
    ),
} satisfies Partial<Handlers<CatalogueServices>>;

import { vi } from 'vitest';

export type StubbedRoutes = Record<string, unknown | ((url: URL, request: Request) => unknown)>;

const ok = (detail: unknown) => ({ result: 1, message: 'OK', detail });

/** Settings every page's layout asks for. */
export const layoutDefaults: StubbedRoutes = {
  '/Setting/Logo': ok({
    logoDesktop: { url: '/images/logo.webp', width: 160, height: 40, alt: 'โลโก้' },
    logoMobile: { url: '/images/logo-m.webp', width: 120, height: 30, alt: 'โลโก้' },
    companyName: 'บริษัท ตัวอย่าง จำกัด',
    title: 'ร้านตัวอย่าง',
    description: 'ร้านค้าออนไลน์',
    email: 'hello@example.com',
    telephone: '02-000-0000',
    lineId: '@example',
    address: 'กรุงเทพมหานคร',
  }),
  '/Setting/Footer': ok({
    logo: { url: '/images/footer-logo.webp', width: 160, height: 40, alt: 'โลโก้' },
    copyright: '© 2025 Example Co., Ltd.',
  }),
  '/ContactUs/ConfigFooter': ok({
    aboutUsText: 'เกี่ยวกับร้านตัวอย่าง',
    contactUsAddress: 'กรุงเทพมหานคร',
    contactUsTelephone: '02-000-0000',
    contactUsFax: '02-000-0001',
    contactUsEmail: 'hello@example.com',
    isFacebook: true,
    linkFacebook: 'https://facebook.com/example',
    isInstagram: false,
    linkInstagram: '',
    isLine: false,
    linkLine: '',
    footerLogo: '/images/footer-logo.webp',
    trustMark: {
      image: { url: '/images/trust-mark.svg', width: 160, height: 64, alt: 'เครื่องหมายรับรอง' },
      linkUrl: 'https://www.example.com/trustmark',
    },
  }),
  '/Setting/SiteMode': ok({ visitorOnly: false, liveSelling: true, demo: false }),
  '/Bannerclose': ok({ isShow: false, banner: null }),
  '/Banner/BannerPopup': ok({ dataList: [], count: 0 }),
  '/StaticPage/faq': ok({
    staticPage: { slug: 'faq', title: 'คำถามที่พบบ่อย', html: '<p>คำตอบ</p>' },
  }),
};

export { ok as envelope };

/** The seeded demo person, as `GET /user` answers for them. */
export const demoUser = {
  email: 'somchai@example.com',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  telephone: '0812345678',
  genderId: 1,
  birthday: '2533-05-17',
  crmMemberId: 'CRM0000001',
  isVerifyEmail: false,
  isConsent: true,
  memberTypeId: 1,
  urlKey: 'somchai',
  influencerTypeId: null,
  influencerTypeName: null,
  isVerifyAffiliate: false,
  affiliateCode: null,
  imageUrl: null,
  roleId: 4,
  companyName: null,
  tierId: 1,
  tierTypeId: 2,
  approvalStatus: 'approved',
};

/** What a signed-in visit asks for first. */
export const signedInRoutes: StubbedRoutes = {
  '/user': ok({ user: demoUser }),
  '/UserAddresses': ok({ userAddresses: [] }),
};

/**
 * Replaces fetch with answers keyed by API path (without the /api prefix). Unknown paths
 * answer a 404 envelope. Returns the spy so tests can read the requests.
 */
export function stubApi(routes: StubbedRoutes = {}) {
  const all = { ...layoutDefaults, ...routes };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const answer = all[path];
    if (answer === undefined) {
      return Response.json({ result: 0, message: 'Not found', detail: null }, { status: 404 });
    }
    const body = typeof answer === 'function' ? answer(url, request) : answer;
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

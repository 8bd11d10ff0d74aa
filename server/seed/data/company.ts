// Site owner details. Contacts are placeholders (reserved example domain, 02-000-xxxx).
import { siteLogo, trustMarkImage } from './images.ts';
import type { L10n, SeedCompanyInfo, SeedFooterConfig } from './types.ts';

const siteName: L10n = { th: 'บ้านเรามาร์เก็ต', en: 'Baan Rao Market' };

const address: L10n = {
  th: 'เลขที่ 123 อาคารตัวอย่าง ชั้น 8 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
  en: '123 Example Building, 8th Floor, Sukhumvit Road, Khlong Tan Nuea, Watthana, Bangkok 10110',
};

const email = 'contact@example.com';
const telephone = '02-000-0000';

export const companyInfo: SeedCompanyInfo = {
  email,
  telephone,
  lineId: '@baanraomarket',
  title: {
    th: 'บ้านเรามาร์เก็ต ตลาดออนไลน์ของดีจากเกษตรกรและชุมชนไทย',
    en: 'Baan Rao Market, the online marketplace for Thai farm and community goods',
  },
  description: {
    th: 'ช้อปน้ำผึ้งแท้ น้ำมะเขือเทศ เครื่องดื่มสมุนไพร น้ำผลไม้ และของดีจากร้านค้าชุมชนทั่วไทย ส่งตรงถึงบ้าน',
    en: 'Shop pure honey, tomato juice, herbal drinks, fruit juices and more from community stores across Thailand, delivered to your door.',
  },
  logoDesktop: siteLogo('desktop', siteName),
  logoMobile: siteLogo('mobile', siteName),
  companyName: { th: 'บริษัท บ้านเรา มาร์เก็ตเพลส จำกัด', en: 'Baan Rao Marketplace Co., Ltd.' },
  address,
};

export const footerConfig: SeedFooterConfig = {
  aboutUsText: {
    th: 'บ้านเรามาร์เก็ตเชื่อมเกษตรกรและร้านค้าชุมชนกับผู้ซื้อทั่วประเทศ เพื่อให้ของดีจากท้องถิ่นเดินทางถึงมือคุณในราคาที่เป็นธรรม',
    en: 'Baan Rao Market connects farmers and community stores with shoppers nationwide, bringing local goods to you at a fair price.',
  },
  contactUsAddress: address,
  contactUsTelephone: telephone,
  contactUsFax: '02-000-0001',
  contactUsEmail: email,
  // Social links are the only outside addresses in the seed: they point off-site by nature.
  isFacebook: true,
  linkFacebook: 'https://www.facebook.com/baanraomarket',
  isInstagram: false,
  linkInstagram: '',
  isLine: true,
  linkLine: 'https://line.me/R/ti/p/@baanraomarket',
  footerLogo: siteLogo('footer', siteName),
  // A placeholder certificate: a real shop links its registration's verification page.
  trustMark: {
    image: trustMarkImage({
      th: 'เครื่องหมายรับรองการจดทะเบียนพาณิชย์อิเล็กทรอนิกส์',
      en: 'Registered e-commerce business trust mark',
    }),
    linkUrl: 'https://www.example.com/trustmark/baanraomarket',
  },
};

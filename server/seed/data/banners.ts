import { bannerImage, popupMobileImage } from './images.ts';
import type { L10n, SeedBanner, SeedBannerKind } from './types.ts';

function banner(
  id: number,
  kind: SeedBannerKind,
  sortOrder: number,
  linkUrl: string,
  altTag: L10n,
): SeedBanner {
  return { id, kind, linkUrl, image: bannerImage(kind, id, altTag), altTag, sortOrder };
}

/** Popup banners carry a taller image for phones. */
function popup(id: number, sortOrder: number, linkUrl: string, altTag: L10n): SeedBanner {
  return {
    ...banner(id, 'popup', sortOrder, linkUrl, altTag),
    mobileImage: popupMobileImage(id, altTag),
  };
}

export const banners: SeedBanner[] = [
  banner(1, 'article', 1, '/our-story', {
    th: 'เรื่องเล่าจากฟาร์มผึ้งดอยสะเก็ด',
    en: 'Stories from the Doi Saket bee farm',
  }),
  banner(2, 'article', 2, '/news', {
    th: 'ข่าวสารและบทความสุขภาพ',
    en: 'Health news and articles',
  }),
  banner(3, 'live', 1, '/live', {
    th: 'ไลฟ์สดเก็บน้ำผึ้งจากรัง ทุกวันเสาร์ 19:00 น.',
    en: 'Live honey harvest, every Saturday at 7 pm',
  }),
  banner(4, 'live', 2, '/live', {
    th: 'ไลฟ์ชิมกาแฟดอยแม่สลองกับเจ้าของไร่',
    en: 'Live coffee tasting with the Mae Salong growers',
  }),
  banner(5, 'product', 1, '/promotion/1', {
    th: 'น้ำผึ้งดอกลำไย ลดทันที 30 บาททุกขวด',
    en: 'Longan blossom honey, 30 baht off every jar',
  }),
  banner(6, 'product', 2, '/promotion/3', {
    th: 'น้ำมะเขือเทศ 100% ซื้อ 2 แถม 1',
    en: '100% tomato juice, buy 2 get 1 free',
  }),
  banner(7, 'product', 3, '/product/nam-hom-coconut-water', {
    th: 'น้ำมะพร้าวน้ำหอมสดจากสวนสามพราน',
    en: 'Fresh Nam Hom coconut water from Sam Phran',
  }),
  banner(8, 'product', 4, '/category/herbal-drinks', {
    th: 'เครื่องดื่มสมุนไพรไทย สดชื่นทุกวัน',
    en: 'Thai herbal drinks for every day',
  }),
  popup(9, 1, '/campaign/11-11-big-sale', {
    th: 'มหกรรมลดราคา 11.11 ลดสูงสุด 30%',
    en: '11.11 Big Sale, up to 30% off',
  }),
  popup(10, 2, '/promotion/5', {
    th: 'เครื่องดื่มสมุนไพรลด 15%',
    en: 'Herbal drinks 15% off',
  }),
  popup(11, 3, '/member-benefits', {
    th: 'สมัครสมาชิกวันนี้ รับคะแนนสะสมและสิทธิพิเศษ',
    en: 'Join today for points and member perks',
  }),
  {
    ...banner(12, 'close', 1, '/', {
      th: 'ปิดปรับปรุงระบบชั่วคราว ขออภัยในความไม่สะดวก',
      en: 'Temporarily closed for maintenance. Sorry for the inconvenience.',
    }),
    isShow: false,
  },
];

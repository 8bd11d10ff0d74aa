import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';

interface NavLink {
  to: LinkProps['to'];
  label: MessageDescriptor;
}

/** The header's main links; the sidebar and footer read the same lists. */
export const mainLinks = [
  { to: '/', label: msg`หน้าแรก` },
  { to: '/product', label: msg`สินค้า` },
  { to: '/news', label: msg`ข่าวสาร` },
  { to: '/faq', label: msg`คำถามที่พบบ่อย` },
  { to: '/contactus', label: msg`ติดต่อเรา` },
] satisfies readonly NavLink[];

export const membershipLinks = [
  { to: '/card-terms-and-conditions', label: msg`ข้อกำหนดและเงื่อนไขบัตรสมาชิก` },
  { to: '/member-benefits', label: msg`สิทธิประโยชน์สมาชิก` },
] satisfies readonly NavLink[];

export const policyLinks = [
  { to: '/term-and-condition', label: msg`ข้อกำหนดและเงื่อนไข` },
  { to: '/privacy-policy', label: msg`นโยบายความเป็นส่วนตัว` },
  { to: '/cookie-policy', label: msg`นโยบายคุกกี้` },
] satisfies readonly NavLink[];

export const membershipLabel = msg`สมาชิก E-Membership`;

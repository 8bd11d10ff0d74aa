// Users as the API shows them, and the conversions their fields need: e-mails compared
// lower-cased, birthdays stored Gregorian and shown with the Buddhist-era year (spec
// section 3: "Buddhist-era year in first four characters").
import { eq } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { randomDigits, randomToken } from './secrets.ts';

export type UserRow = typeof users.$inferSelect;
type User = components['schemas']['User'];

/** Buddhist era = Gregorian + 543. */
const BE_OFFSET = 543;
const EARLIEST_BIRTH_YEAR = 1900;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** '1990-05-17' → '2533-05-17'. */
export function buddhistDateOf(gregorian: string | null): string | null {
  if (gregorian === null) return null;
  const [year, rest] = [gregorian.slice(0, 4), gregorian.slice(4)];
  return `${Number(year) + BE_OFFSET}${rest}`;
}

/** '2533-05-17' → '1990-05-17'; null when it is not a real past date from 1900 on. */
export function gregorianDateOf(buddhist: string, today: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(buddhist);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]) - BE_OFFSET, Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < EARLIEST_BIRTH_YEAR || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

/** The one influencer type there is: a verified affiliate (spec section 3's influencerType). */
const AFFILIATE_TYPE = { id: 1, th: 'นักขายพันธมิตร', en: 'Affiliate' } as const;

export function presentUser(row: UserRow, culture: Culture): User {
  const affiliate = row.affiliateCode !== null;
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    genderId: row.genderId as User['genderId'],
    birthday: buddhistDateOf(row.birthday),
    crmMemberId: row.crmMemberId,
    isVerifyEmail: row.isVerifyEmail,
    isConsent: row.isConsent,
    memberTypeId: row.memberTypeId as User['memberTypeId'],
    urlKey: row.urlKey,
    influencerTypeId: affiliate ? AFFILIATE_TYPE.id : null,
    influencerTypeName: affiliate ? AFFILIATE_TYPE[culture] : null,
    isVerifyAffiliate: affiliate,
    affiliateCode: row.affiliateCode,
    imageUrl: row.imageUrl,
    roleId: row.roleId as User['roleId'],
    companyName: row.companyName,
    tierId: row.tierId as User['tierId'],
    tierTypeId: row.tierTypeId as User['tierTypeId'],
    approvalStatus: row.approvalStatus,
  };
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The identifiers a new account gets: a CRM member number and a URL key, both random. */
export const newAccountKeys = () => ({
  crmMemberId: `M${randomDigits(10)}`,
  urlKey: `u-${randomToken()
    .slice(0, 12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`,
});

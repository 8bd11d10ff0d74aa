// Helpers for the affiliate tests: an affiliate (a member given a code and a verified
// application, as staff's verdict gives them: tests/server/affiliate-applications.test.ts tries
// the verdict itself), a landing through their share as the SPA posts it, a buyer whose cart
// carries a click's codes, and what an order recorded of its affiliate.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/client.ts';
import { affiliateApplications, users } from '../../../server/db/tables.ts';
import { cartCalls, type LineSpec, newShopper, type SeedProduct } from './cart.ts';
import { newBuyer } from './orders.ts';
import type { ApiServer, CallOptions } from './server.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The account a test affiliate's application was verified with (withdrawals go there). */
export const VERIFIED_ACCOUNT = {
  bankCode: '004',
  accountNumber: '1234567890',
  accountName: 'สมชาย ใจดี',
} as const;

/** Makes the member `userId` an affiliate, with a verified application: their new code. */
export async function makeAffiliate(server: ApiServer, userId: number): Promise<string> {
  const affiliateCode = newCode();
  await server.db.update(users).set({ affiliateCode }).where(eq(users.id, userId));
  const at = new Date();
  await server.db.insert(affiliateApplications).values({
    userId,
    status: 'verified',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    nationalId: '1101700203450',
    ...VERIFIED_ACCOUNT,
    createdAt: at,
    submittedAt: at,
    decidedAt: at,
  });
  return affiliateCode;
}

/** A new member made an affiliate. */
export async function newAffiliate(server: ApiServer) {
  const member = await newShopper(server);
  return { ...member, affiliateCode: await makeAffiliate(server, member.userId) };
}

/** A landing through `affiliateCode`'s share, posted as the SPA does (from `address`). */
export const landing = (
  server: ApiServer,
  body: { affiliateCode: string; path?: string; referer?: string },
  options: CallOptions = {},
) =>
  server.call('recordAffiliateClick', '/affiliate/clicks', {
    ...options,
    body: { path: '/pd/hN3x9a', ...body },
  });

/** A click's id, the landing asserted. */
export async function clickOf(
  server: ApiServer,
  affiliateCode: string,
  options: CallOptions = {},
): Promise<string> {
  const landed = await landing(server, { affiliateCode, referer: 'line' }, options);
  if (landed.status !== 200) throw new Error(`the click was refused: ${landed.body.message}`);
  return landed.body.detail.clickId;
}

/** The codes a cart saves from the SPA's cookies for a click. */
export const cookiesOf = (affiliateCode: string, codeShare: string, referer = 'line') => ({
  affiliateCode,
  codeShare,
  referer,
});

/** A buyer whose cart of `lines` is saved again with `codes` (its answer's codes returned). */
export async function attributedBuyer(
  server: ApiServer,
  catalogue: Map<string, SeedProduct>,
  codes: Record<string, string>,
  ...lines: LineSpec[]
) {
  const buyer = await newBuyer(server, catalogue, ...lines);
  const saved = await saveCodes(server, catalogue, buyer, codes, lines);
  return { ...buyer, saved };
}

/** Saves the buyer's cart as it is, with `codes`: the cart as answered. */
export async function saveCodes(
  server: ApiServer,
  catalogue: Map<string, SeedProduct>,
  buyer: { cartId: string; session: string },
  codes: Record<string, string>,
  lines: LineSpec[],
) {
  const cart = cartCalls(server, catalogue);
  const { body } = await cart.get(buyer.cartId, { session: buyer.session });
  const saved = await cart.save(
    {
      cartId: buyer.cartId,
      version: body.detail.version,
      orders: cart.ordersOf(...lines),
      ...codes,
    },
    { session: buyer.session },
  );
  if (saved.status !== 200) throw new Error(`the cart was not saved: ${saved.body.message}`);
  return saved.body.detail;
}

/** What the orders of a checkout recorded of their affiliate, and their lines' cashback. */
export async function attributionOfOrders(server: ApiServer, orderIds: number[]) {
  return rowsOf<{
    orderId: number;
    affiliateUserId: number | null;
    affiliateClickId: string | null;
    cashbackSatang: number;
  }>(
    server.db,
    sql`select o.id as "orderId", o.affiliate_user_id as "affiliateUserId",
        o.affiliate_click_id as "affiliateClickId",
        coalesce(sum(l.cashback_satang), 0)::bigint as "cashbackSatang"
      from orders o left join order_lines l on l.order_id = o.id
      where o.id = any(${sql.param(orderIds)}::integer[])
      group by o.id order by o.id`,
  );
}

/** What a unit of the product earns, as the seed gave it. */
export async function unitCashbackOf(server: ApiServer, productId: number): Promise<number> {
  const [row] = await rowsOf<{ cashbackSatang: number }>(
    server.db,
    sql`select cashback_satang as "cashbackSatang" from products where id = ${productId}`,
  );
  return row?.cashbackSatang ?? 0;
}

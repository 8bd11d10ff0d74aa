// A placed checkout's payment: read by id or by the id its cart had, and as the contract shows it.
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, localize } from '../shared/present.ts';
import { promptPayPayload } from './promptpay.ts';

type Schemas = components['schemas'];

export interface PaymentRow {
  id: number;
  referenceCode: string;
  cartId: string;
  newCartId: string | null;
  userId: number;
  status: Schemas['Payment']['status'];
  amountSatang: number;
  createdAt: Date;
  expiresAt: Date | null;
  channel: {
    id: number;
    code: string;
    nameTh: string;
    nameEn: string;
    kind: Schemas['PaymentKind'];
  };
  orderIds: number[];
  slipRejectReason: string | null;
  /** The code of the link a customer pays by, for a checkout an affiliate placed for them. */
  customerCode: string | null;
  /** Whom the orders are shipped to. */
  recipient: string;
}

/** A payment's status at `now`: waiting past its time is expired, swept yet or not (expiry.ts). */
const paymentSql = (now: Date) => sql`select p.id, p.reference_code as "referenceCode",
    p.cart_id as "cartId", p.new_cart_id as "newCartId", p.user_id as "userId",
    case when p.status = 'waiting-payment' and p.expires_at <= ${now} then 'expired'
      else p.status end as status,
    p.amount_satang as "amountSatang", p.created_at as "createdAt", p.expires_at as "expiresAt",
    json_build_object('id', c.id, 'code', c.code, 'nameTh', c.name_th, 'nameEn', c.name_en,
      'kind', c.kind) as channel,
    array(select o.id from orders o where o.payment_id = p.id order by o.id) as "orderIds",
    p.slip_reject_reason as "slipRejectReason", p.customer_code as "customerCode",
    p.ship_to->>'name' as recipient
  from payments p join payment_channels c on c.id = p.payment_channel_id`;

/** The payments `p` (with their channel `c`) `where` says, as they are at `now`. */
export const paymentsWhere = (db: Db, now: Date, where: SQL, tail: SQL = sql``) =>
  rowsOf<PaymentRow>(db, sql`${paymentSql(now)} where ${where} ${tail}`);

/** The first payment `where` says, as it is at `now`. */
export async function paymentWhere(db: Db, now: Date, where: SQL) {
  const [row] = await paymentsWhere(db, now, where);
  return row;
}

export async function paymentById(db: Db, now: Date, id: number): Promise<PaymentRow> {
  const row = await paymentWhere(db, now, sql`p.id = ${id}`);
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** The shopper's payment for the checkout that was the cart `cartId`. */
export const paymentOfCart = (db: Db, now: Date, cartId: string, userId: number) =>
  paymentWhere(db, now, sql`p.cart_id = ${cartId} and p.user_id = ${userId}`);

const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * The payment as the contract shows it; one paid by transfer or PromptPay, while it waits,
 * carries the payload of a QR that pays its exact amount (the transfer page shows it).
 */
export const paymentOf = (
  row: PaymentRow,
  culture: Culture,
  promptPayId: string,
): Schemas['Payment'] => ({
  referenceCode: row.referenceCode,
  cartId: row.cartId,
  status: row.status,
  channel: {
    id: row.channel.id,
    code: row.channel.code,
    name: localize(culture, row.channel.nameTh, row.channel.nameEn),
    kind: row.channel.kind,
    available: true,
  },
  amount: baht(row.amountSatang),
  createdAt: iso(row.createdAt),
  expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
  orderIds: row.orderIds,
  slipRejectReason: row.slipRejectReason,
  promptPayPayload:
    (row.channel.kind === 'promptpay' || row.channel.kind === 'transfer') &&
    row.status === 'waiting-payment'
      ? promptPayPayload(promptPayId, row.amountSatang)
      : null,
  ...(row.customerCode !== null && { customerCode: row.customerCode }),
});

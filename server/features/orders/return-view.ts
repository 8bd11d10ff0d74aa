// Return requests as the contract shows them: to the buyer (the account's number ends only)
// and to staff (the whole number, and who asked). One statement reads a request with its
// lines, named in both languages as they were bought.
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { returnRequests } from '../../db/schema-returns.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, isoOrNull, localize } from '../shared/present.ts';
import { REASON_LABELS, returnStatusLabel } from './return-rules.ts';

type Schemas = components['schemas'];
type Stored = typeof returnRequests.$inferSelect;
type At = Date | string | null;

export interface ReturnRow
  extends Omit<Stored, 'createdAt' | 'acceptedAt' | 'decidedAt' | 'refundedAt' | 'userId'> {
  referenceCode: string;
  createdAt: Date | string;
  acceptedAt: At;
  decidedAt: At;
  refundedAt: At;
  lines: {
    lineId: number;
    productId: number;
    nameTh: string;
    nameEn: string;
    quantity: number;
    refundSatang: number;
  }[];
  buyer: { userId: number; email: string | null; telephone: string };
}

const returnSql = sql`select r.id, r.order_id as "orderId", p.reference_code as "referenceCode",
    r.status, r.reason, r.details, r.photos, r.refund_to as "refundTo", r.bank_name as "bankName",
    r.account_name as "accountName", r.account_number as "accountNumber",
    r.refund_satang as "refundSatang", r.cashback_satang as "cashbackSatang",
    r.created_at as "createdAt", r.accepted_at as "acceptedAt", r.decided_at as "decidedAt",
    r.refusal_reason as "refusalReason", r.transfer_reference as "transferReference",
    r.card_refund_id as "cardRefundId", r.refunded_at as "refundedAt",
    json_build_object('userId', u.id, 'email', u.email, 'telephone', u.telephone) as buyer,
    (select json_agg(json_build_object('lineId', l.id, 'productId', l.product_id,
        'nameTh', l.name_th, 'nameEn', l.name_en, 'quantity', rl.quantity,
        'refundSatang', rl.refund_satang) order by l.id)
      from return_lines rl join order_lines l on l.id = rl.order_line_id
      where rl.return_id = r.id) as lines
  from return_requests r join orders o on o.id = r.order_id
    join payments p on p.id = o.payment_id
    join users u on u.id = r.user_id`;

/** Return requests `r` (their order `o`) as `where` and `tail` say. */
export const returnsWhere = (db: Db, where: SQL, tail: SQL = sql``) =>
  rowsOf<ReturnRow>(db, sql`${returnSql} where ${where} ${tail}`);

export async function returnOf(db: Db, where: SQL): Promise<ReturnRow | undefined> {
  const [row] = await returnsWhere(db, where);
  return row;
}

export const returnView = (row: ReturnRow, culture: Culture): Schemas['ReturnRequest'] => ({
  id: row.id,
  orderId: row.orderId,
  referenceCode: row.referenceCode,
  status: row.status,
  statusLabel: returnStatusLabel(row.status)(culture),
  reason: row.reason,
  reasonLabel: REASON_LABELS[row.reason][culture],
  details: row.details,
  photos: row.photos,
  lines: row.lines.map((line) => ({
    lineId: line.lineId,
    productId: line.productId,
    name: localize(culture, line.nameTh, line.nameEn),
    quantity: line.quantity,
    refund: baht(line.refundSatang),
  })),
  refund: baht(row.refundSatang),
  refundTo:
    row.refundTo === 'card'
      ? { kind: 'card' }
      : {
          kind: 'bank',
          bankName: row.bankName ?? '',
          accountName: row.accountName ?? '',
          accountNumberEnding: (row.accountNumber ?? '').slice(-4),
        },
  createdAt: new Date(row.createdAt).toISOString(),
  acceptedAt: isoAt(row.acceptedAt),
  decidedAt: isoAt(row.decidedAt),
  refusalReason: row.refusalReason,
  transferReference: row.transferReference,
  refundedAt: isoAt(row.refundedAt),
});

const isoAt = (at: At) => isoOrNull(at === null ? null : new Date(at));

export const staffReturnView = (row: ReturnRow, culture: Culture): Schemas['StaffReturn'] => ({
  returnRequest: returnView(row, culture),
  accountNumber: row.accountNumber,
  buyer: row.buyer,
});

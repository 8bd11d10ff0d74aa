// The shopper's orders as the contract shows them: each with its lines as they were bought,
// its seller, carrier, the address it goes to and its checkout's payment method.
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { OrderLineAttribute, ShipTo } from '../../db/schema-orders.ts';
import type { Culture } from '../../http/culture.ts';
import { STATUS, type StatusId, statusAt, statusLabel } from '../shared/order-status.ts';
import { baht, localize } from '../shared/present.ts';
import { deliveredSince, OPEN_STATUSES } from './return-rules.ts';

type Schemas = components['schemas'];

export interface OrderRow {
  id: number;
  userId: number;
  paymentId: number;
  referenceCode: string;
  cartId: string;
  statusId: StatusId;
  createdAt: string | Date;
  seller: { id: number; urlKey: string; nameTh: string; nameEn: string };
  shipping: { nameTh: string; nameEn: string; days: string };
  shipTo: ShipTo;
  paymentKind: Schemas['PaymentKind'];
  subtotalSatang: number;
  discountSatang: number;
  couponDiscountSatang: number;
  shippingSatang: number;
  totalSatang: number;
  deliveredAt: string | Date | null;
  returnRequest: Schemas['OrderReturnSummary'] | null;
  canReturn: boolean;
  lines: {
    id: number;
    reviewId: number | null;
    productId: number;
    nameTh: string;
    nameEn: string;
    sku: string;
    urlKey: string;
    imageUrl: string;
    quantity: number;
    priceSatang: number;
    discountSatang: number;
    isFree: boolean;
    attributes: OrderLineAttribute[];
  }[];
}

const orderSql = (now: Date) => sql`select o.id, o.user_id as "userId", o.payment_id as "paymentId",
    p.reference_code as "referenceCode", p.cart_id as "cartId", ${statusAt(now)} as "statusId",
    o.created_at as "createdAt",
    json_build_object('id', s.id, 'urlKey', s.url_key, 'nameTh', s.name_th, 'nameEn', s.name_en)
      as seller,
    json_build_object('nameTh', m.name_th, 'nameEn', m.name_en, 'days', m.days) as shipping,
    p.ship_to as "shipTo", c.kind as "paymentKind",
    o.subtotal_satang as "subtotalSatang", o.discount_satang as "discountSatang",
    o.coupon_discount_satang as "couponDiscountSatang", o.shipping_satang as "shippingSatang",
    o.total_satang as "totalSatang", o.delivered_at as "deliveredAt",
    (select json_build_object('id', rr.id, 'status', rr.status)
      from return_requests rr where rr.order_id = o.id) as "returnRequest",
    coalesce(o.status_id = ${STATUS.shipped} and o.delivered_at > ${deliveredSince(now)}
      and not exists (select 1 from return_requests rr where rr.order_id = o.id), false)
      as "canReturn",
    coalesce((select json_agg(json_build_object('id', l.id, 'reviewId', r.id,
        'productId', l.product_id, 'nameTh', l.name_th,
        'nameEn', l.name_en, 'sku', pr.sku, 'urlKey', pr.url_key,
        'imageUrl', coalesce(i.url, ''), 'quantity', l.quantity, 'priceSatang', l.price_satang,
        'discountSatang', l.discount_satang, 'isFree', l.is_free, 'attributes', l.attributes)
        order by l.is_free, l.id)
      from order_lines l join products pr on pr.id = l.product_id
        left join product_images i on i.product_id = pr.id and i.sort = 0
        left join product_reviews r on r.order_line_id = l.id
      where l.order_id = o.id), '[]') as lines
  from orders o join payments p on p.id = o.payment_id
    join stores s on s.id = o.seller_id
    join shipping_methods m on m.id = o.shipping_method_id
    join payment_channels c on c.id = p.payment_channel_id`;

/** Orders `o` (with their payment `p`) as they are at `now`. */
export const ordersWhere = (db: Db, now: Date, where: SQL, tail: SQL = sql``) =>
  rowsOf<OrderRow>(db, sql`${orderSql(now)} where ${where} ${tail}`);

/** The shopper's order `id`, if it is theirs. */
export async function shoppersOrder(db: Db, now: Date, id: number, userId: number) {
  const [row] = await ordersWhere(db, now, sql`o.id = ${id} and o.user_id = ${userId}`);
  return row;
}

/** Whether a return of the order is being decided: receipt waits for it (orders.operations.ts). */
export const awaitsReturn = (row: OrderRow): boolean =>
  row.returnRequest !== null && OPEN_STATUSES.includes(row.returnRequest.status);

export const orderOf = (row: OrderRow, culture: Culture): Schemas['Order'] => ({
  id: row.id,
  referenceCode: row.referenceCode,
  cartId: row.cartId,
  statusId: row.statusId,
  status: statusLabel(row.statusId, culture),
  seller: {
    id: row.seller.id,
    urlKey: row.seller.urlKey,
    name: localize(culture, row.seller.nameTh, row.seller.nameEn),
  },
  createdAt: new Date(row.createdAt).toISOString(),
  products: row.lines.map((line) => ({
    lineId: line.id,
    reviewId: line.reviewId,
    productId: line.productId,
    name: localize(culture, line.nameTh, line.nameEn),
    sku: line.sku,
    urlKey: line.urlKey,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    price: baht(line.priceSatang),
    discount: baht(line.discountSatang),
    total: baht(line.priceSatang * line.quantity - line.discountSatang),
    isFreeProduct: line.isFree ? 1 : 0,
    attribute: line.attributes.map((a) => ({
      id: a.id,
      name: localize(culture, a.nameTh, a.nameEn),
      option: { id: a.optionId, label: localize(culture, a.labelTh, a.labelEn) },
    })),
  })),
  shipping: {
    name: localize(culture, row.shipping.nameTh, row.shipping.nameEn),
    days: row.shipping.days,
  },
  shipTo: row.shipTo,
  paymentKind: row.paymentKind,
  subtotal: baht(row.subtotalSatang),
  discount: baht(row.discountSatang),
  couponDiscount: baht(row.couponDiscountSatang),
  shippingFee: baht(row.shippingSatang),
  total: baht(row.totalSatang),
  canConfirmReceipt: row.statusId === STATUS.shipped && !awaitsReturn(row),
  canReturn: row.canReturn,
  returnRequest: row.returnRequest,
  deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
});

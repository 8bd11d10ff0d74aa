// A checkout an affiliate placed for a customer of theirs (issue 35), paid by the link the
// affiliate sends: /customer/{code}. The customer has no account here, so the link's code is
// the key, random and unguessable (place-order.ts); wrong codes are counted against the
// caller's address, and past the limit every try waits, the right code's too, so codes cannot
// be found by trying. The affiliate follows the same payment by the same code, and pays it
// again if need be, from their own pages.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { affiliateOf } from '../shared/members.ts';
import { page, pagingOf } from '../shared/present.ts';
import { confirmCard, startCard } from './card.operations.ts';
import { orderOf, ordersWhere } from './order-view.ts';
import { paymentOf, paymentsWhere, paymentWhere } from './payment-view.ts';
import type { OrderServices } from './services.ts';
import { sendSlip } from './slip.operations.ts';

interface LinkRequest {
  db: Db;
  path: { customerCode: string };
  client: { address: string };
  services: OrderServices;
}

/** The payment the link's code names; a 404 for none, a 429 after too many wrong codes. */
async function linkedPayment({ db, path, client, services }: LinkRequest) {
  await services.limits.consume('customerLinkMissesPerAddress', client.address);
  const payment = await paymentWhere(
    db,
    services.now(),
    sql`p.customer_code = ${path.customerCode}`,
  );
  if (!payment) throw notFound('payment');
  await services.limits.release('customerLinkMissesPerAddress', client.address);
  return payment;
}

/** Who the customer is told prepared the order: the affiliate's first name, else their code. */
async function preparedBy(db: Db, userId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select coalesce(nullif(trim(firstname), ''), affiliate_code, '') as name
      from users where id = ${userId}`,
  );
  return row?.name ?? '';
}

/**
 * A phone as the link shows it: its last 4 digits, enough for the customer to know it as theirs
 * and little to anyone the link reaches besides.
 */
const lastDigits = (telephone: string) => telephone.replace(/\d(?=\d{4})/g, '*');

export const customerHandlers = {
  getCustomerOrder: async (request) => {
    const { db, culture, services } = request;
    const payment = await linkedPayment(request);
    const orders = await ordersWhere(
      db,
      services.now(),
      sql`o.payment_id = ${payment.id}`,
      sql`order by o.id`,
    );
    return {
      payment: paymentOf(payment, culture, services.promptPayId),
      preparedBy: await preparedBy(db, payment.userId),
      orders: orders.map((row) => {
        const order = orderOf(row, culture);
        return {
          ...order,
          shipTo: { ...order.shipTo, telephone: lastDigits(order.shipTo.telephone) },
        };
      }),
    };
  },

  getCustomerPayment: async (request) => {
    const { culture, services } = request;
    return paymentOf(await linkedPayment(request), culture, services.promptPayId);
  },

  // The affiliate who placed it pays for their customer back to their own pages; anyone else
  // with the link is the customer.
  startCustomerCard: async (request) => {
    const payment = await linkedPayment(request);
    return startCard(
      request,
      payment,
      request.userId === payment.userId ? 'affiliate' : 'customer',
    );
  },

  confirmCustomerCard: async (request) => confirmCard(request, await linkedPayment(request)),

  uploadCustomerSlip: async (request) =>
    sendSlip(request, await linkedPayment(request), {
      name: 'slipsPerLink',
      key: request.path.customerCode,
    }),

  /** The affiliate's checkouts placed for customers, newest first, each with who it goes to. */
  listCustomerOrders: async ({ db, query, userId, culture, services }) => {
    const affiliate = await affiliateOf(db, userId);
    const { limit, offset } = pagingOf(query);
    const where = sql`p.user_id = ${affiliate.id} and p.customer_code is not null`;
    const [count] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from payments p where ${where}`,
    );
    const rows = await paymentsWhere(
      db,
      services.now(),
      where,
      sql`order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    );
    const links = rows.map((row) => ({
      payment: paymentOf(row, culture, services.promptPayId),
      recipient: row.recipient,
    }));
    return page(links, count?.count ?? 0);
  },
} satisfies Partial<Handlers<OrderServices>>;

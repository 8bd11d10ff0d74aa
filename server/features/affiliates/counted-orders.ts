// The orders an affiliate's figures count (the finance figures, each link's orders, the
// buyers): attributed to them and paid or on their way, that is ready to ship (paid, or cash
// on delivery), shipped or complete. Not those waiting for payment or its confirmation, nor
// expired ones: no cashback ever waited for them. For a statement over orders `o`.
import { sql } from 'drizzle-orm';
import { STATUS } from '../shared/order-status.ts';

export const countedOrdersOf = (affiliateUserId: number) =>
  sql`o.affiliate_user_id = ${affiliateUserId}
    and o.status_id in (${STATUS.readyToShip}, ${STATUS.shipped}, ${STATUS.complete})`;

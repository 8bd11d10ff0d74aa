// Staff's confirmation of the cashback due (cashback.ts), which the server's sweep also runs:
// `asOf` decides as at a later time, so staff, and tests, need not wait out a return window.
import type { Handlers } from '../../http/handler.ts';
import { baht } from '../shared/present.ts';
import { mustBeStaff } from '../shared/staff.ts';
import { confirmDueCashback } from './cashback.ts';
import type { OrderServices } from './services.ts';

export const cashbackHandlers = {
  confirmCashback: async (request) => {
    await mustBeStaff(request);
    const { db, body, services } = request;
    const now = services.now();
    const asOf = body.asOf === undefined ? now : new Date(body.asOf);
    const { confirmed, amountSatang } = await confirmDueCashback(db, asOf, now);
    return { asOf: asOf.toISOString(), confirmed, amount: baht(amountSatang) };
  },
} satisfies Partial<Handlers<OrderServices>>;

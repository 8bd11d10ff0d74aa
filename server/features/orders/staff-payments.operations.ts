// What staff see of a checkout's payment before confirming it: the amount due beside what the
// shopper typed from the slip (amount, transfer time), and the slip's file itself, which is
// never served to anyone but the staff token (slips are kept outside /uploads).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { notFound } from '../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { baht } from '../shared/present.ts';
import { mustBeStaff } from '../shared/staff.ts';
import { paymentOf, paymentWhere } from './payment-view.ts';
import type { OrderServices } from './services.ts';

type StaffRequest = ApiRequest<'staffPayment' | 'staffSlipFile', OrderServices>;

interface SlipRow {
  path: string | null;
  amountSatang: number | null;
  transferredAt: Date | string | null;
}

/** The checkout of `path.referenceCode`, its last slip's row and file (null before one). */
async function paymentWithSlip({ db, path, services }: StaffRequest) {
  const payment = await paymentWhere(
    db,
    services.now(),
    sql`p.reference_code = ${path.referenceCode}`,
  );
  if (!payment) throw notFound('payment');
  const [slip] = await rowsOf<SlipRow>(
    db,
    sql`select slip_path as path, slip_amount_satang as "amountSatang",
        slip_transferred_at as "transferredAt"
      from payments where id = ${payment.id}`,
  );
  const name = slip?.path?.split('/').pop() ?? '';
  const file = slip?.path ? await services.uploads.read('slip', name) : null;
  return { payment, slip, file };
}

const SLIP_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
const slipType = (contentType: string) => {
  const type = SLIP_TYPES.find((known) => known === contentType);
  if (!type) throw new Error(`a slip stored as ${contentType}`);
  return type;
};

export const staffPaymentHandlers = {
  staffPayment: async (request) => {
    await mustBeStaff(request);
    const { payment, slip, file } = await paymentWithSlip(request);
    const { culture, services } = request;
    return {
      payment: paymentOf(payment, culture, services.promptPayId),
      slip:
        slip && file && slip.amountSatang !== null && slip.transferredAt !== null
          ? {
              amount: baht(slip.amountSatang),
              transferredAt: new Date(slip.transferredAt).toISOString(),
              mediaType: slipType(file.contentType),
              sizeBytes: file.body.byteLength,
              amountMatches: slip.amountSatang === payment.amountSatang,
            }
          : null,
    };
  },

  staffSlipFile: async (request) => {
    await mustBeStaff(request);
    const { file } = await paymentWithSlip(request);
    if (!file) throw notFound('slip');
    return { mediaType: slipType(file.contentType), base64: file.body.toString('base64') };
  },
} satisfies Partial<Handlers<OrderServices>>;

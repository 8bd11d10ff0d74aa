// Staff's adjustments of an affiliate's balance (a goodwill credit, a campaign's bonus, a
// correction): an entry of the ledger like any other, its source the staff command's
// Idempotency-Key, so a resend appends nothing more, and never below a balance of zero.
import { eq } from 'drizzle-orm';
import { users } from '../../db/tables.ts';
import { fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { appendEntry, entryOfSource, totalsFor } from '../shared/ledger.ts';
import { baht } from '../shared/present.ts';
import { mustBeStaff } from '../shared/staff.ts';
import type { AffiliateServices } from './application.operations.ts';
import { statementEntry } from './ledger-statement.ts';
import { isWholeSatang } from './withdrawal-rules.ts';

export const adjustmentHandlers = {
  adjustAffiliateLedger: async (request) => {
    await mustBeStaff(request);
    const { db, body, header, services } = request;
    const [affiliate] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.affiliateCode, body.affiliateCode));
    if (!affiliate) throw fieldError('body.affiliateCode', msg('affiliate.unknownCode'));
    if (!isWholeSatang(body.amount))
      throw fieldError('body.amount', msg('withdrawal.notWholeSatang'));
    const amountSatang = Math.round(Math.abs(body.amount) * 100);
    if (amountSatang === 0) throw fieldError('body.amount', msg('adjustment.zero'));
    const sourceId = header['idempotency-key'] ?? '';
    const credit = body.amount > 0;
    const appended = await appendEntry(db, {
      userId: affiliate.id,
      kind: 'adjustment',
      sourceId,
      amountSatang,
      credit,
      reason: body.reason.trim(),
      now: services.now(),
    });
    const balance = async () => baht((await totalsFor(db, affiliate.id)).balanceSatang);
    if ('entry' in appended)
      return { entry: statementEntry(appended.entry), balance: await balance() };
    if (appended.refused === 'insufficient-balance')
      throw fieldError('body.amount', msg('withdrawal.aboveBalance', { balance: await balance() }));
    // Sent again: the entry that key made, if it is this same adjustment.
    const made = await entryOfSource(db, { kind: 'adjustment', sourceId });
    const same =
      made?.userId === affiliate.id &&
      made.amountSatang === amountSatang &&
      made.balanceChangeSatang > 0 === credit;
    if (!made || !same) throw fieldError('header.idempotency-key', msg('adjustment.keyReused'));
    return { entry: statementEntry(made), balance: await balance() };
  },
} satisfies Partial<Handlers<AffiliateServices>>;

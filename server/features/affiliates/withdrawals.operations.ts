// Withdrawals (issue 35): a verified affiliate reads theirs and asks for one; staff list them
// by status and move each through review, approval and transfer, or refuse it with a reason.
import type { Handlers } from '../../http/handler.ts';
import { affiliateOf } from '../shared/members.ts';
import { baht, pagingOf } from '../shared/present.ts';
import { mustBeStaff } from '../shared/staff.ts';
import type { AffiliateServices } from './application.operations.ts';
import {
  moveWithdrawal,
  requestWithdrawal,
  staffWithdrawals,
  withdrawalsPage,
  withdrawalView,
} from './withdrawals.ts';

export const withdrawalHandlers = {
  getAffiliateWithdrawals: async ({ db, userId, query, culture }) =>
    withdrawalsPage(db, (await affiliateOf(db, userId)).id, culture, pagingOf(query)),

  requestAffiliateWithdrawal: async ({ db, userId, header, body, culture, services }) => {
    const { id } = await affiliateOf(db, userId);
    const { row, balanceSatang } = await requestWithdrawal(db, {
      userId: id,
      amount: body.amount,
      key: header['idempotency-key'] ?? '',
      now: services.now(),
      counted: () => services.limits.consume('withdrawalsPerUser', String(id)),
    });
    return { withdrawal: withdrawalView(row, culture), balance: baht(balanceSatang) };
  },

  staffWithdrawals: async (request) => {
    await mustBeStaff(request);
    return staffWithdrawals(
      request.db,
      { status: request.query.status ?? 'requested' },
      request.culture,
    );
  },

  moveWithdrawal: async (request) => {
    await mustBeStaff(request);
    return moveWithdrawal(request.db, {
      id: request.path.withdrawalId,
      move: request.path.move,
      reason: request.body.reason,
      reference: request.body.reference,
      now: request.services.now(),
      culture: request.culture,
    });
  },
} satisfies Partial<Handlers<AffiliateServices>>;

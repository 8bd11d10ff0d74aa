// The rules of an affiliate's withdrawal, the affiliate's side (issue 35, spec sections 6 and
// 9): what the server answers the page with, whether anything can be withdrawn now, and whether
// an amount typed can be asked for. The server decides (server/features/affiliates/
// withdrawal-rules.ts); this says the same earlier, so a wrong amount is named before it is
// sent (tests/machines/withdrawal.test.ts checks that the two agree).
import type { components } from '../../openapi/storefront.d.ts';

type Schemas = components['schemas'];
/** `GET /affiliate/withdrawals`'s answer: a page of them, the balance, minimum and account. */
export type WithdrawalsPage = Schemas['AffiliateWithdrawalsPage'];
export type Withdrawal = Schemas['AffiliateWithdrawal'];

/** Why nothing can be withdrawn now: no verified account, or less than the minimum. */
export type Closed = 'no-account' | 'below-minimum';

export function closedBecause(page: WithdrawalsPage): Closed | null {
  if (!page.account) return 'no-account';
  return page.balance < page.minimum ? 'below-minimum' : null;
}

export type AmountProblem =
  | 'not-an-amount'
  | 'not-whole-satang'
  | 'below-minimum'
  | 'above-balance';

/** What is wrong with `amount` (baht) against the page's balance and minimum, or null. */
export function amountProblem(
  amount: number,
  { balance, minimum }: Pick<WithdrawalsPage, 'balance' | 'minimum'>,
): AmountProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'not-an-amount';
  const satang = Math.round(amount * 100);
  if (Math.abs(amount * 100 - satang) > 1e-6) return 'not-whole-satang';
  if (satang < Math.round(minimum * 100)) return 'below-minimum';
  if (satang > Math.round(balance * 100)) return 'above-balance';
  return null;
}

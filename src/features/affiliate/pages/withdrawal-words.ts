import { useLingui } from '@lingui/react/macro';
import type { AmountProblem } from '../../../../machines/withdrawal/withdrawal-rules.ts';
import type { WithdrawalStatus } from '../../../api/queries/affiliate.ts';
import { formatPrice } from '../../../format/number.ts';

/** Where a withdrawal stands, in words. */
export function useWithdrawalStatusNames(): Record<WithdrawalStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`ส่งคำขอแล้ว`,
    review: t`กำลังตรวจสอบ`,
    approved: t`อนุมัติแล้ว รอโอน`,
    transferred: t`โอนแล้ว`,
    refused: t`ไม่อนุมัติ`,
  };
}

/** What is wrong with an amount typed, in words, against the minimum and balance shown. */
export function useAmountProblemWords() {
  const { t } = useLingui();
  return (problem: AmountProblem, limits: { minimum: number; balance: number }) => {
    const minimum = formatPrice(limits.minimum);
    const balance = formatPrice(limits.balance);
    switch (problem) {
      case 'not-an-amount':
        return t`กรุณากรอกจำนวนเงินที่ต้องการถอน`;
      case 'not-whole-satang':
        return t`จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`;
      case 'below-minimum':
        return t`ถอนได้ครั้งละไม่น้อยกว่า ${minimum}`;
      case 'above-balance':
        return t`ถอนได้ไม่เกินยอดที่ถอนได้ ${balance}`;
    }
  };
}

import { useLingui } from '@lingui/react/macro';
import type { CashbackState, LedgerEntryKind } from '../../../api/queries/affiliate.ts';

/** What each kind of ledger entry records, in the current language. */
export function useLedgerKindNames(): Record<LedgerEntryKind, string> {
  const { t } = useLingui();
  return {
    'cashback.waiting': t`เงินคืนรอยืนยัน`,
    'cashback.confirmed': t`เงินคืนยืนยันแล้ว`,
    'cashback.cancelled': t`เงินคืนถูกยกเลิก`,
    'cashback.reversed': t`เงินคืนถูกหักคืนจากการคืนสินค้า`,
    'withdrawal.requested': t`ขอถอนเงิน`,
    'withdrawal.refused': t`การถอนเงินถูกปฏิเสธ คืนยอดแล้ว`,
    'withdrawal.transferred': t`โอนเงินแล้ว`,
    adjustment: t`ปรับปรุงยอดโดยเจ้าหน้าที่`,
  };
}

/** Where an order's cashback stands, in the current language. */
export function useCashbackStateNames(): Record<CashbackState, string> {
  const { t } = useLingui();
  return {
    waiting: t`รอยืนยัน`,
    confirmed: t`ยืนยันยอดแล้ว`,
    cancelled: t`ยกเลิกแล้ว`,
    none: t`ยังไม่มี`,
  };
}

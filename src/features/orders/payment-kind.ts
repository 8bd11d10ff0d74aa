import { useLingui } from '@lingui/react/macro';
import type { Order } from '../../api/queries/orders.ts';

/** How an order is paid, in words. */
export function usePaymentKindLabel(): (kind: Order['paymentKind']) => string {
  const { t } = useLingui();
  return (kind) =>
    ({
      card: t`บัตรเครดิต / เดบิต`,
      transfer: t`โอนเงินผ่านธนาคาร`,
      promptpay: t`พร้อมเพย์`,
      cod: t`เก็บเงินปลายทาง`,
    })[kind];
}

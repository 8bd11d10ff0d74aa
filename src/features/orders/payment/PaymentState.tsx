import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import type { Payment } from '../../../api/queries/orders.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';

/** The payment being read, not found, failed, or shown (its summary, then `children`). */
export function PaymentState(props: {
  query: UseQueryResult<Payment>;
  children: (payment: Payment) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending)
    return (
      <p role="status">
        <Trans>กำลังโหลดรายการชำระเงิน…</Trans>
      </p>
    );
  if (query.isError)
    return (
      <Alert kind="error">
        {isApiError(query.error) && query.error.status === 404 ? (
          <Trans>ไม่พบรายการชำระเงินนี้</Trans>
        ) : (
          <Trans>โหลดรายการชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        )}
      </Alert>
    );
  return (
    <>
      <PaymentSummary payment={query.data} />
      {props.children(query.data)}
    </>
  );
}

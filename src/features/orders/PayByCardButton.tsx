import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ORDERS_KEY } from '../../api/queries/orders.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useFailureText } from './failure-text.ts';
import { startCardPayment } from './order-writes.ts';

/**
 * Sends the browser to the card gateway's page (the card is typed there, never here); the
 * gateway sends it back to /payment/result/... A payment no longer waiting (paid or expired
 * meanwhile) has the orders read again, and the page shows them as they are.
 */
export function PayByCardButton({ cartId, children }: { cartId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const start = useMutation({
    mutationFn: () => startCardPayment(cartId),
    onSuccess: (answer) => {
      if ('redirectUrl' in answer) {
        location.assign(answer.redirectUrl);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
    },
  });
  // The gateway's page is loading: a second press would start a second session.
  const leaving = start.isPending || (start.isSuccess && 'redirectUrl' in start.data);
  return (
    <>
      <button type="button" className="button" disabled={leaving} onClick={() => start.mutate()}>
        {leaving ? <Trans>กำลังไปหน้าชำระเงิน…</Trans> : children}
      </button>
      {start.isError && <Alert kind="error">{failureText(start.error)}</Alert>}
    </>
  );
}

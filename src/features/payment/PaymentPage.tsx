import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CardResult } from '../../../machines/payment/payment.machine.ts';
import { ORDERS_KEY } from '../../api/queries/orders.ts';
import { useMachineActor } from '../../app/machine-actor.ts';
import { wiredPaymentMachine } from '../../flows/payment.ts';
import { PaymentPanel } from '../../ui/payment/PaymentPanel.tsx';
import { PaymentSummary } from '../../ui/payment/PaymentSummary.tsx';
import { PaymentActorContext, usePayment } from '../../ui/payment/payment-actor.ts';

/**
 * A payment page's payment (/payment/slip/{cartId}, /payment/result/…, and by a customer's link
 * the /customer/… and /affiliate/… pages, whose `machine` pays through the link with its code
 * as `cartId`): its summary and the payment machine's step. Each new status moves the keyboard
 * to the heading (`onChange`) and makes the orders read again.
 */
export function PaymentOfPage(props: {
  cartId: string;
  afterCard?: boolean;
  cardResult?: CardResult;
  onChange: () => void;
  machine?: typeof wiredPaymentMachine;
}) {
  const actor = useMachineActor(props.machine ?? wiredPaymentMachine, {
    input: {
      cartId: props.cartId,
      afterCard: props.afterCard,
      cardResult: props.cardResult ?? null,
      offerCard: true,
    },
  });
  return (
    <PaymentActorContext value={actor}>
      <PaymentBody onChange={props.onChange} />
    </PaymentActorContext>
  );
}

function PaymentBody({ onChange }: { onChange: () => void }) {
  const queryClient = useQueryClient();
  const payment = usePayment((s) => s.context.payment);
  const status = payment?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current === status) return;
    if (seen.current !== undefined) {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      onChange();
    }
    seen.current = status;
  }, [status, queryClient, onChange]);
  return (
    <>
      {payment && <PaymentSummary payment={payment} />}
      <PaymentPanel />
    </>
  );
}

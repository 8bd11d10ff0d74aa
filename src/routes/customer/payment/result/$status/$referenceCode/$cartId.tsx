import { createFileRoute } from '@tanstack/react-router';
import { customerPaymentResultParams } from '../../../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/customer/payment/result/$status/$referenceCode/$cartId')({
  params: customerPaymentResultParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

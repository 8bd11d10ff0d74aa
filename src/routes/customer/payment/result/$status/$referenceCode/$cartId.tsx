import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../../../routing/not-yet-available.ts';
import { customerPaymentResultParams } from '../../../../../../routing/route-params.ts';

export const Route = createFileRoute('/customer/payment/result/$status/$referenceCode/$cartId')({
  params: customerPaymentResultParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

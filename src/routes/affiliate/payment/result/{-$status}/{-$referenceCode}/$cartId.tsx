import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../../../routing/not-yet-available.ts';
import { paymentResultParams } from '../../../../../../routing/route-params.ts';

export const Route = createFileRoute(
  '/affiliate/payment/result/{-$status}/{-$referenceCode}/$cartId',
)({
  params: paymentResultParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

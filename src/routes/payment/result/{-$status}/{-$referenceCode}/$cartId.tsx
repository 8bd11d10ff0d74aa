import { createFileRoute } from '@tanstack/react-router';
import { paymentResultParams } from '../../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/payment/result/{-$status}/{-$referenceCode}/$cartId')({
  params: paymentResultParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { checkoutRepaymentParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/checkout/$step/$cartid')({
  params: checkoutRepaymentParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

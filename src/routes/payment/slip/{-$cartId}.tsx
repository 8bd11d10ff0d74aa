import { createFileRoute } from '@tanstack/react-router';
import { optionalCartParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/payment/slip/{-$cartId}')({
  params: optionalCartParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

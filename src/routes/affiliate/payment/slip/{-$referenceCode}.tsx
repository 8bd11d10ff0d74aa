import { createFileRoute } from '@tanstack/react-router';
import { optionalReferenceParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/affiliate/payment/slip/{-$referenceCode}')({
  params: optionalReferenceParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

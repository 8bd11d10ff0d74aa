import { createFileRoute } from '@tanstack/react-router';
import { referenceStepParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/customer/$referenceCode/$step')({
  params: referenceStepParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

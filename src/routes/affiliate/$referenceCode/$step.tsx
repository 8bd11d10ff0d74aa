import { createFileRoute } from '@tanstack/react-router';
import { referenceStepParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/affiliate/$referenceCode/$step')({
  params: referenceStepParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

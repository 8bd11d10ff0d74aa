import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { referenceStepParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/affiliate/$referenceCode/$step')({
  params: referenceStepParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

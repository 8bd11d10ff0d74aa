import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { referenceParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/customer/$referenceCode/')({
  params: referenceParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../routing/not-yet-available.ts';
import { optionalReferenceParams } from '../../routing/route-params.ts';

export const Route = createFileRoute('/affiliate/{-$referenceCode}')({
  params: optionalReferenceParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

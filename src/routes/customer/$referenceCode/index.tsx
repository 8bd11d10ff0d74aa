import { createFileRoute } from '@tanstack/react-router';
import { referenceParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/customer/$referenceCode/')({
  params: referenceParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

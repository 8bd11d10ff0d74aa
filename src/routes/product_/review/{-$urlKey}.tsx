import { createFileRoute } from '@tanstack/react-router';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/product_/review/{-$urlKey}')({
  params: optionalUrlKeyParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

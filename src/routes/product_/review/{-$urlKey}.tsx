import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { optionalUrlKeyParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/product_/review/{-$urlKey}')({
  params: optionalUrlKeyParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

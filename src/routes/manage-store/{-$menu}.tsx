import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../routing/not-yet-available.ts';
import { manageStoreParams } from '../../routing/route-params.ts';

export const Route = createFileRoute('/manage-store/{-$menu}')({
  params: manageStoreParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

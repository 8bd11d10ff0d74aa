import { createFileRoute } from '@tanstack/react-router';
import { manageStoreParams } from '../../routing/route-params.ts';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/manage-store/{-$menu}')({
  params: manageStoreParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

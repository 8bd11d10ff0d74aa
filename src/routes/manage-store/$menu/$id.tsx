import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { manageStoreItemParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/manage-store/$menu/$id')({
  params: manageStoreItemParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

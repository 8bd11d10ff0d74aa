import { createFileRoute } from '@tanstack/react-router';
import { manageStoreItemParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/manage-store/$menu/$id')({
  params: manageStoreItemParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

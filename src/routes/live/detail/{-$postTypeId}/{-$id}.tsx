import { createFileRoute } from '@tanstack/react-router';
import { livePostParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/live/detail/{-$postTypeId}/{-$id}')({
  params: livePostParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

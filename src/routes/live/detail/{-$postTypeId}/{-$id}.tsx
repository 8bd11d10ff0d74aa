import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../routing/not-yet-available.ts';
import { livePostParams } from '../../../../routing/route-params.ts';

export const Route = createFileRoute('/live/detail/{-$postTypeId}/{-$id}')({
  params: livePostParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

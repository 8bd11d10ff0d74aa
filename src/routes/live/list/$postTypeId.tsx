import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { liveListParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/live/list/$postTypeId')({
  params: liveListParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

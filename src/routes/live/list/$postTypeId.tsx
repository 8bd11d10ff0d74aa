import { createFileRoute } from '@tanstack/react-router';
import { liveListParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/live/list/$postTypeId')({
  params: liveListParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

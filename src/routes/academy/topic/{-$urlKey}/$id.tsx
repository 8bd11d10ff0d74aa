import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../../../routing/guards.ts';
import { NotYetAvailable } from '../../../../routing/not-yet-available.ts';
import { academyTopicItemParams } from '../../../../routing/route-params.ts';

export const Route = createFileRoute('/academy/topic/{-$urlKey}/$id')({
  params: academyTopicItemParams,
  beforeLoad: requireSession,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

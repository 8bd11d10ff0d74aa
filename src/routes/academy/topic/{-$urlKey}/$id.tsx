import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../../../routing/guards.ts';
import { academyTopicItemParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/academy/topic/{-$urlKey}/$id')({
  params: academyTopicItemParams,
  beforeLoad: requireSession,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../../routing/guards.ts';
import { urlKeyParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/academy/topic/$urlKey')({
  params: urlKeyParams,
  beforeLoad: requireSession,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

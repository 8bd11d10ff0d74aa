import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../routing/guards.ts';
import { NotYetAvailable } from '../../routing/not-yet-available.ts';

export const Route = createFileRoute('/academy/')({
  beforeLoad: requireSession,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

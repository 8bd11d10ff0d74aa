import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../routing/guards.ts';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/academy/')({
  beforeLoad: requireSession,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

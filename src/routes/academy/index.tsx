import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../routing/guards.ts';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/academy/')({
  beforeLoad: requireToken,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

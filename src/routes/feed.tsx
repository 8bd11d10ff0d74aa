import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/feed')({
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

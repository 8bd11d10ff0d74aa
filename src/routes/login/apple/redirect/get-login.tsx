import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/login/apple/redirect/get-login')({
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { profileTabParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/user/profile/$menu/$tab')({
  params: profileTabParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

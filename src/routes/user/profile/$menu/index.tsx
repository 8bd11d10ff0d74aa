import { createFileRoute } from '@tanstack/react-router';
import { profileMenuParams } from '../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/user/profile/$menu/')({
  params: profileMenuParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

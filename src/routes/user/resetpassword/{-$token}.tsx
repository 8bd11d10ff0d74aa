import { createFileRoute } from '@tanstack/react-router';
import { resetPasswordParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/user/resetpassword/{-$token}')({
  params: resetPasswordParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

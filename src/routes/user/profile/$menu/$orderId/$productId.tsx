import { createFileRoute } from '@tanstack/react-router';
import { profileReviewParams } from '../../../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/user/profile/$menu/$orderId/$productId')({
  params: profileReviewParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../../routing/not-yet-available.ts';
import { profileReviewParams } from '../../../../../routing/route-params.ts';

export const Route = createFileRoute('/user/profile/$menu/$orderId/$productId')({
  params: profileReviewParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../routing/not-yet-available.ts';
import { liveTransactionParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/live/transaction/{-$transactionId}')({
  params: liveTransactionParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { liveTransactionParams } from '../../../routing/route-params.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';

export const Route = createFileRoute('/live/transaction/{-$transactionId}')({
  params: liveTransactionParams,
  component: NotYetAvailable,
  codeSplitGroupings: [],
});

import { createFileRoute } from '@tanstack/react-router';
import { LiveTransactionsPage } from '../../../features/catalogue/live/LiveTransactionsPage.tsx';
import { loadCatalogueCatalog } from '../../../i18n/feature-catalogs.ts';
import { liveTransactionParams } from '../../../routing/route-params.ts';

// The member's live orders, or one of them.
export const Route = createFileRoute('/live/transaction/{-$transactionId}')({
  params: liveTransactionParams,
  loader: loadCatalogueCatalog,
  codeSplitGroupings: [['component']],
  component: function LiveTransactionRoute() {
    const { transactionId } = Route.useParams();
    const id = transactionId && /^\d{1,9}$/.test(transactionId) ? Number(transactionId) : undefined;
    return <LiveTransactionsPage id={id} />;
  },
});

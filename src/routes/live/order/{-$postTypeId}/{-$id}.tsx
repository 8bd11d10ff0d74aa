import { createFileRoute } from '@tanstack/react-router';
import { LiveOrderPage } from '../../../../features/catalogue/live/LiveOrderPage.tsx';
import { loadCatalogueCatalog } from '../../../../i18n/feature-catalogs.ts';
import { livePostParams } from '../../../../routing/route-params.ts';
import { NotFoundPage } from '../../../../ui/NotFoundPage.tsx';

/** The link's code (128 random bits, base64url); anything else is none. */
const codeOf = (raw: unknown) =>
  typeof raw === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined;

// A buyer's live order, by the link the page's private reply gave them.
export const Route = createFileRoute('/live/order/{-$postTypeId}/{-$id}')({
  params: livePostParams,
  validateSearch: (raw: Record<string, unknown>) => ({ code: codeOf(raw.code) }),
  loader: loadCatalogueCatalog,
  codeSplitGroupings: [['component']],
  component: function LiveOrderRoute() {
    const { id } = Route.useParams();
    const { code } = Route.useSearch();
    if (id === undefined) return <NotFoundPage />;
    return <LiveOrderPage id={id} code={code} />;
  },
});

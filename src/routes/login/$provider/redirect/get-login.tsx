import { createFileRoute } from '@tanstack/react-router';
import { SocialLandingPage } from '../../../../features/account/social/SocialLandingPage.tsx';
import { loadAccountCatalog } from '../../../../i18n/feature-catalogs.ts';
import { socialProviderParams } from '../../../../routing/route-params.ts';

// The spec names LINE's and Apple's; Facebook and Google come back the same way.
export const Route = createFileRoute('/login/$provider/redirect/get-login')({
  loader: loadAccountCatalog,
  params: socialProviderParams,
  component: function SocialLandingRoute() {
    const { provider } = Route.useParams();
    return <SocialLandingPage provider={provider} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/account/password/ResetPasswordPage.tsx';
import { loadAccountCatalog } from '../../../i18n/feature-catalogs.ts';
import { resetPasswordParams } from '../../../routing/route-params.ts';

export const Route = createFileRoute('/user/resetpassword/{-$token}')({
  loader: loadAccountCatalog,
  params: resetPasswordParams,
  component: function ResetPasswordRoute() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token ?? ''} />;
  },
});

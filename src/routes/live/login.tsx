import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/account/login/LoginPage.tsx';
import { loadAccountCatalog } from '../../i18n/feature-catalogs.ts';

export const Route = createFileRoute('/live/login')({
  loader: loadAccountCatalog,
  component: () => <LoginPage method="email" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { SellerLoginPage } from '../features/account/login/SellerLoginPage.tsx';
import { loadAccountCatalog } from '../i18n/feature-catalogs.ts';

export const Route = createFileRoute('/seller')({
  loader: loadAccountCatalog,
  component: SellerLoginPage,
});

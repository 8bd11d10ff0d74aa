import { createFileRoute } from '@tanstack/react-router';
import { footerConfigQuery, logoQuery } from '../api/queries/settings.ts';
import { ContactUsPage } from '../features/content/ContactUsPage.tsx';

export const Route = createFileRoute('/contactus')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(logoQuery()),
      queryClient.ensureQueryData(footerConfigQuery()),
    ]),
  component: ContactUsPage,
});

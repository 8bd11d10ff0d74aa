import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/privacy-policy')({
  loader: staticPageLoader('privacy-policy'),
  component: StaticPage,
  codeSplitGroupings: [],
});

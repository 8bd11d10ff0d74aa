import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/cookie-policy')({
  loader: staticPageLoader('cookie-policy'),
  component: StaticPage,
  codeSplitGroupings: [],
});

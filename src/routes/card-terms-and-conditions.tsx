import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/card-terms-and-conditions')({
  loader: staticPageLoader('card-terms-and-conditions'),
  component: StaticPage,
  codeSplitGroupings: [],
});

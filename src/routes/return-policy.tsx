import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/return-policy')({
  loader: staticPageLoader('return-policy'),
  component: StaticPage,
  codeSplitGroupings: [],
});

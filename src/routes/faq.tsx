import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/faq')({
  loader: staticPageLoader('faq'),
  component: StaticPage,
  codeSplitGroupings: [],
});

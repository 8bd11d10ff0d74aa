import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/aboutus')({
  loader: staticPageLoader('aboutus'),
  component: StaticPage,
  codeSplitGroupings: [],
});

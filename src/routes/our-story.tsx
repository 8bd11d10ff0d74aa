import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/our-story')({
  loader: staticPageLoader('our-story'),
  component: StaticPage,
  codeSplitGroupings: [],
});

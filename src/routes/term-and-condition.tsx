import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

// Shoppers get the member terms; the seller terms (terms-and-conditions) belong to the seller side.
export const Route = createFileRoute('/term-and-condition')({
  loader: staticPageLoader('terms-and-condition-member'),
  component: StaticPage,
  codeSplitGroupings: [],
});

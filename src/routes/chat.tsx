import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadChatCatalog } from '../i18n/feature-catalogs.ts';

// Chat (?c= the conversation open), for signed-in shoppers and sellers.
export const Route = createFileRoute('/chat')({
  loader: loadChatCatalog,
  component: lazyRouteComponent(() => import('../routing/ChatPageView.tsx'), 'ChatPageView'),
  codeSplitGroupings: [],
});

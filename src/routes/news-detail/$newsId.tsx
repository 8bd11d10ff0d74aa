import { createFileRoute, redirect } from '@tanstack/react-router';
import { newsParams } from '../../routing/route-params.ts';

/** The news-detail alias of section 2: one news page, one canonical address. */
export const Route = createFileRoute('/news-detail/$newsId')({
  params: newsParams,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/news/$newsId', params, search, replace: true });
  },
});

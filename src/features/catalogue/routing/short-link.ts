import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../../api/api-error.ts';
import { type ShareTargetDetail, shareLinkQuery } from '../../../api/queries/catalogue-share.ts';

const isId = (text: string) => /^\d{1,10}$/.test(text);

/** The page a share target opens; ids that are not numbers cannot be a page (404). */
export function shareTargetRedirect({ type, urlKey }: ShareTargetDetail) {
  switch (type) {
    case 'product':
      return redirect({ to: '/product/$urlKey', params: { urlKey }, replace: true, search: true });
    case 'store':
      return redirect({ to: '/store/$urlKey', params: { urlKey }, replace: true, search: true });
    case 'promotion':
      if (!isId(urlKey)) return notFound();
      return redirect({
        to: '/promotion/$promotionId',
        params: { promotionId: Number(urlKey) },
        replace: true,
        search: true,
      });
    // Articles and news arrive in a later release; their pages say so.
    case 'article':
      return redirect({
        to: '/article/{-$urlKey}',
        params: { urlKey },
        replace: true,
        search: true,
      });
    case 'news':
      if (!isId(urlKey)) return notFound();
      return redirect({
        to: '/news/$newsId',
        params: { newsId: Number(urlKey) },
        replace: true,
        search: true,
      });
    case 'home':
      return redirect({ to: '/', replace: true, search: true });
  }
}

/**
 * Loader of the short links (/pd /a /n /p /st /main and /share): looks the link up and
 * throws the redirect to its page. An unknown link is a 404, or the home page when asked.
 */
export async function followShortLink(
  queryClient: QueryClient,
  shortLink: string,
  { unknownGoesHome = false } = {},
): Promise<never> {
  let target: ShareTargetDetail;
  try {
    target = await queryClient.fetchQuery(shareLinkQuery(shortLink));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
    if (unknownGoesHome) throw redirect({ to: '/', replace: true, search: true });
    throw notFound();
  }
  throw shareTargetRedirect(target);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LivePost, publicLivePostQuery } from '../../../api/queries/live-feed.ts';
import { readLanguage } from '../../../i18n/language-cookie.ts';

/**
 * Keeps a live post's query fresh from its server-sent events (/events/live-posts/{id}) while
 * it is live: each event is the post as it is now. Finished, the stream is closed (EventSource
 * would otherwise reconnect to hear it again).
 */
export function useLivePostEvents(id: number, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const language = readLanguage();
    const events = new EventSource(`/events/live-posts/${id}?culture=${language}`);
    events.addEventListener('post', (event) => {
      const post = JSON.parse((event as MessageEvent<string>).data) as LivePost;
      queryClient.setQueryData(publicLivePostQuery(id).queryKey, post);
      if (post.statusId === 2) events.close();
    });
    return () => events.close();
  }, [id, live, queryClient]);
}

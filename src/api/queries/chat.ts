// Chat's reads over HTTP (issue 37): the shopper's conversations and a conversation's older
// messages. New messages and the unread counts come by the socket (src/chat/).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api, bytesBody } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type ChatConversation = components['schemas']['ChatConversation'];
export type ChatImage = components['schemas']['ChatImage'];

export const chatConversationsQuery = (member: string | null) =>
  queryOptions({
    queryKey: ['chat-conversations', member, readLanguage()],
    queryFn: async ({ signal }) => unwrap(await api.GET('/chat/conversations', { signal })),
    enabled: member !== null,
  });

/** The latest page of a conversation's messages (older pages: `beforeSeq`). */
export const chatHistoryQuery = (
  id: number,
  beforeSeq: number | undefined,
  member: string | null,
) =>
  queryOptions({
    queryKey: ['chat-history', id, beforeSeq ?? 0, member],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/chat/conversations/{id}/messages', {
          params: { path: { id }, query: { beforeSeq } },
          signal,
        }),
      ),
    enabled: member !== null,
  });

/** The shopper's conversation with the store: started, or the one they have. */
export async function startChatWith(storeId: number): Promise<ChatConversation> {
  return unwrap(await api.POST('/chat/conversations', { body: { storeId } }));
}

/** Uploads a checked picture (ui/photo/photo-check.ts) into conversation `id`, to be sent. */
export async function uploadChatImage(id: number, picture: Blob): Promise<ChatImage> {
  return unwrap(
    await api.POST('/chat/conversations/{id}/images', {
      params: { path: { id } },
      ...bytesBody(picture),
    }),
  );
}

import { fromPromise } from 'xstate';
import type { LivePost, LivePostRequest } from './live-post-rules';

export type LivePostMove = 'start' | 'finish';

/** What a live post's page needs from the API. */
export interface LivePostApi {
  /** `GET /livePost/{id}`: the post as it is now. */
  load(id: number, signal: AbortSignal): Promise<LivePost>;
  /** `POST /live/posts` (no id yet) or `PUT /live/posts/{id}`: the draft saved. */
  save(id: number | null, request: LivePostRequest, signal: AbortSignal): Promise<LivePost>;
  /** `POST /live/posts/{id}/start|finish`. */
  move(id: number, move: LivePostMove, signal: AbortSignal): Promise<LivePost>;
}

export function createLivePostActors(api: LivePostApi) {
  return {
    loadPost: fromPromise<LivePost, { id: number }>(({ input, signal }) =>
      api.load(input.id, signal),
    ),
    savePost: fromPromise<LivePost, { id: number | null; request: LivePostRequest }>(
      ({ input, signal }) => api.save(input.id, input.request, signal),
    ),
    movePost: fromPromise<LivePost, { id: number; move: LivePostMove }>(({ input, signal }) =>
      api.move(input.id, input.move, signal),
    ),
  };
}

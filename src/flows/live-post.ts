// A live post wired to the API: read by `GET /livePost/{id}` (its `{ isSuccess, data }`: no data
// is a post this seller cannot see, a 404), saved by `POST /live/posts` or `PUT
// /live/posts/{id}`, moved by `POST /live/posts/{id}/start|finish`.
import {
  createLivePostActors,
  type LivePostApi,
} from '../../machines/live-post/live-post.actors.ts';
import { livePostMachine } from '../../machines/live-post/live-post.machine.ts';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

const livePostApi: LivePostApi = {
  async load(id, signal) {
    const answer = unwrap(await api.GET('/livePost/{id}', { params: { path: { id } }, signal }));
    if (!answer.isSuccess || !answer.data) throw new ApiError(404, 'live post not found', []);
    return answer.data;
  },
  async save(id, body, signal) {
    return id === null
      ? unwrap(await api.POST('/live/posts', { body, signal }))
      : unwrap(await api.PUT('/live/posts/{id}', { params: { path: { id } }, body, signal }));
  },
  async move(id, move, signal) {
    return unwrap(
      await api.POST('/live/posts/{id}/{move}', { params: { path: { id, move } }, signal }),
    );
  },
};

export const wiredLivePostMachine = livePostMachine.provide({
  actors: createLivePostActors(livePostApi),
});

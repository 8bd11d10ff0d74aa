// A live post's detail, followed without a reload (issue 36): `GET /events/live-posts/{id}` is a
// server-sent event stream of `post` events, each the post as `GET /api/livePost/{id}` shows it
// (its figures, prices and each product's stock), sent at once and then whenever it changes,
// until the post is finished (the last event says so; the browser then closes the stream).
//
// Why server-sent events and not a socket: the page only listens, EventSource reconnects by
// itself, and it is plain HTTP through our CSP (`connect-src 'self'`) and any proxy. How it
// stays cheap and right with several server processes: each process reads a watched post once a
// second, whatever number of browsers watch it, from the database every process shares, and
// sends each of its watchers only a change.
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../../db/client.ts';
import { type Culture, cultureOf } from '../../http/culture.ts';
import { publicPost } from './posts.operations.ts';

export const POST_EVENTS_PATH = '/events/live-posts';
/** How often a watched post is read again. */
const READ_EVERY_MS = 1000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** What a browser waits before it reconnects a dropped stream (EventSource's `retry`). */
const RETRY_MS = 2000;

type Post = NonNullable<Awaited<ReturnType<typeof publicPost>>>;
type Listener = (post: Post) => void;

interface Watch {
  listeners: Set<Listener>;
  last: string;
  timer: NodeJS.Timeout;
  /** A read under way: the next tick waits for it, so no older read is sent after a newer. */
  reading: boolean;
}

/** Reads each watched post (in each language asked) once a second for all its watchers. */
export function postWatches(db: Db, log: (message: string, error: unknown) => void) {
  const watches = new Map<string, Watch>();

  async function read(key: string, id: number, culture: Culture) {
    const watch = watches.get(key);
    if (!watch || watch.reading) return;
    watch.reading = true;
    try {
      const post = await publicPost(db, id, culture);
      const text = JSON.stringify(post);
      if (!post || text === watch.last) return;
      watch.last = text;
      for (const listener of watch.listeners) listener(post);
    } catch (error) {
      log(`Reading live post ${id} for its watchers failed`, error);
    } finally {
      watch.reading = false;
    }
  }

  return {
    /** Calls `listener` with each change of the post; the returned function stops it. */
    watch(id: number, culture: Culture, listener: Listener, first: Post) {
      const key = `${id}:${culture}`;
      let watch = watches.get(key);
      if (!watch) {
        const timer = setInterval(() => void read(key, id, culture), READ_EVERY_MS);
        timer.unref();
        watch = { listeners: new Set(), last: JSON.stringify(first), timer, reading: false };
        watches.set(key, watch);
      }
      // The watch read the post since this watcher's own read (its finish, maybe): it hears it.
      if (watch.last !== JSON.stringify(first)) listener(JSON.parse(watch.last) as Post);
      watch.listeners.add(listener);
      const watched = watch;
      return () => {
        watched.listeners.delete(listener);
        if (watched.listeners.size === 0) {
          clearInterval(watched.timer);
          watches.delete(key);
        }
      };
    },
    /** How many posts are read now (tests). */
    get size() {
      return watches.size;
    },
  };
}

export type PostWatches = ReturnType<typeof postWatches>;

export function mountPostEvents(app: Hono, deps: { db: Db; watches: PostWatches }): void {
  app.get(`${POST_EVENTS_PATH}/:id{[0-9]{1,9}}`, async (c) => {
    const id = Number(c.req.param('id'));
    // EventSource sends no headers of ours: the language is the query's, as the page asks it.
    const culture = cultureOf(c.req.query('culture'));
    const post = await publicPost(deps.db, id, culture);
    if (!post) return c.json({ error: 'no such live post' }, 404);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // Heard first: a browser gone before the first event still ends all of this.
      let wake: () => void = () => {};
      const gone = new Promise<void>((resolve) => {
        wake = resolve;
        stream.onAbort(resolve);
      });
      const send = (next: Post) =>
        stream.writeSSE({ event: 'post', data: JSON.stringify(next), retry: RETRY_MS });
      await send(post);
      if (post.statusId === 2 || stream.aborted) return;
      const stop = deps.watches.watch(
        id,
        culture,
        (next) => {
          void send(next).then(() => {
            if (next.statusId === 2) wake();
          });
        },
        post,
      );
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      // Until the browser goes, or the post finishes.
      await gone;
      clearInterval(keepAlive);
      stop();
    });
  });
}

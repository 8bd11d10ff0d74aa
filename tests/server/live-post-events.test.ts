import { beforeAll, describe, expect, it } from 'vitest';
import type { PageStandIn } from '../../server/features/live/page/stand-in/index.ts';
import {
  type LiveProduct,
  productDealer,
  productsWithoutOptions,
  startLiveSale,
} from './support/live.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

/** The `post` events of a server-sent event stream, one at a time. */
function eventsOf(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ statusId: number; submitOrder: number } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (block.includes('event: post')) return JSON.parse(data);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe.each(DRIVERS)('on %s', (driver) => {
  let standIn: PageStandIn | undefined;
  const server = useTestServer(driver, {
    onPageStandIn: (played) => {
      standIn = played;
    },
  });
  let stock: LiveProduct[] = [];
  beforeAll(async () => {
    stock = await productsWithoutOptions(server);
  });
  const fresh = productDealer(() => stock);

  it('sends the post, each order as it comes, and the finish; then ends', async () => {
    const product = fresh();
    const {
      seller,
      post,
      livePostId: id,
    } = await startLiveSale(server, standIn, {
      pageName: `เพจสด ${driver}`,
      product,
      units: 5,
    });
    const session = seller.session;
    // A draft is nobody's to follow.
    const draft = await server.call('createLivePost', '/live/posts', {
      session,
      body: { name: 'ร่าง', limitPerPerson: 0, products: [] },
    });
    expect((await server.app.request(`/events/live-posts/${draft.body.detail.id}`)).status).toBe(
      404,
    );
    expect((await server.app.request('/events/live-posts/999999')).status).toBe(404);

    const stream = await server.app.request(`/events/live-posts/${id}?culture=en`);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const next = eventsOf(stream);
    expect(await next()).toMatchObject({ statusId: 1, submitOrder: 0 });
    await standIn?.comment(post.id, 'สมชาย', 'CF A1 2', 'once');
    expect(await next()).toMatchObject({ statusId: 1, submitOrder: 2 });
    await server.call('moveLivePost', `/live/posts/${id}/finish`, { session });
    expect(await next()).toMatchObject({ statusId: 2, submitOrder: 2 });
    expect(await next()).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createShareActors, shareMachine, shareTargets } from '../../machines';
import { type Deferred, deferred, flushPromises, startOnClock } from './helpers';

const page = { url: 'https://shop.example/product/honey', title: 'น้ำผึ้งป่า' };

function start() {
  const writes: Array<Deferred<void> & { text: string }> = [];
  const clipboard = {
    writeText(text: string) {
      const call = { ...deferred<void>(), text };
      writes.push(call);
      return call.promise;
    },
  };
  const { actor, clock } = startOnClock(
    shareMachine.provide({ actors: createShareActors(clipboard) }),
  );
  actor.send({ type: 'share.open', ...page });
  return { actor, clock, writes };
}

describe('share machine', () => {
  it('copies the page link, says "copied" 500 ms later, and is idle again 2000 ms after that', async () => {
    const { actor, clock, writes } = start();
    actor.send({ type: 'share.copy' });
    expect(writes.map((w) => w.text)).toEqual([page.url]);
    writes[0]?.resolve();
    await flushPromises();
    clock.increment(499);
    expect(actor.getSnapshot().matches({ open: 'confirming' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ open: 'copied' })).toBe(true);
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ open: 'copied' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('keeps the error code when the browser refuses the clipboard, and clears it on retry', async () => {
    const { actor, writes } = start();
    actor.send({ type: 'share.copy' });
    writes[0]?.reject(new DOMException('denied', 'NotAllowedError'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('NotAllowedError');
    actor.send({ type: 'share.copy' });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it('closing drops a pending confirmation', async () => {
    const { actor, clock, writes } = start();
    actor.send({ type: 'share.copy' });
    writes[0]?.resolve();
    await flushPromises();
    actor.send({ type: 'share.close' });
    clock.increment(5000);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('fails loudly when the app forgot to provide the clipboard', async () => {
    const { actor } = startOnClock(shareMachine);
    actor.send({ type: 'share.open', ...page });
    actor.send({ type: 'share.copy' });
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
  });
});

describe('shareTargets', () => {
  it('lists the networks in the modal order, with the LINE and Twitter popup sizes', () => {
    const targets = shareTargets(page.url, page.title);
    expect(targets.map((t) => t.network)).toEqual([
      'facebook',
      'twitter',
      'line',
      'email',
      'messenger',
    ]);
    expect(targets.find((t) => t.network === 'line')?.popup).toEqual({ width: 500, height: 400 });
    expect(targets.find((t) => t.network === 'twitter')?.popup).toEqual({
      width: 500,
      height: 500,
    });
  });

  it('property: every link carries the page url, encoded, and nothing of it raw', () => {
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ minLength: 1 }),
    );
    fc.assert(
      fc.property(url, fc.string(), (pageUrl, title) => {
        for (const { href, network } of shareTargets(pageUrl, title)) {
          expect(href, network).toContain(encodeURIComponent(pageUrl));
          const query = href.slice(href.indexOf('?') + 1);
          // An encoded value cannot break out of its parameter.
          expect(new URLSearchParams(query).size, network).toBe(query.split('&').length);
        }
      }),
    );
  });

  it("an affiliate's link says on which network it went out; another link is shared as it is", () => {
    const affiliates = 'https://shop.example/pd/hN3x9a?aff=K7MP3QXA&ref=copy';
    for (const { href, network } of shareTargets(affiliates, page.title)) {
      const shared = new URL(decodeURIComponent(href.slice(href.search(/https%3A/))));
      expect(shared.searchParams.get('aff'), network).toBe('K7MP3QXA');
      expect(shared.searchParams.get('ref'), network).toBe(network);
    }
    for (const { href } of shareTargets(page.url, page.title))
      expect(href).toContain(encodeURIComponent(page.url));
  });

  it('property: the title reaches Twitter and e-mail encoded', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const targets = shareTargets(page.url, title);
        for (const network of ['twitter', 'email']) {
          expect(targets.find((t) => t.network === network)?.href).toContain(
            `=${encodeURIComponent(title)}`,
          );
        }
      }),
    );
  });
});

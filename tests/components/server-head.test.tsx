import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerHead } from '../../src/layout/ServerHead.tsx';
import { renderInRouter } from './support/test-router.tsx';

// The head the server wrote describes the address it answered (server/http/page-head/).
function addServerHead() {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="canonical" href="https://shop.example/faq" data-page-head>' +
      '<meta property="og:title" content="FAQ" data-page-head>' +
      '<script type="application/ld+json" data-page-head>{"@type":"BreadcrumbList"}</script>' +
      '<meta name="viewport" content="width=device-width">',
  );
}
const serverTags = () => document.head.querySelectorAll('[data-page-head]').length;

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the server's head", () => {
  it('stays while the SPA shows the address it describes, and goes with the first navigation', async () => {
    addServerHead();
    const { router } = renderInRouter(<ServerHead />, '/faq');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(serverTags()).toBe(3);

    await act(() => router.navigate({ to: '/product' }));
    await waitFor(() => expect(serverTags()).toBe(0));
    // Only its own tags: the page's other head stays.
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });

  it('goes when only the search changes (a filter on the list has its own canonical)', async () => {
    addServerHead();
    const { router } = renderInRouter(<ServerHead />, '/product?search=honey');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(serverTags()).toBe(3);
    await act(() => router.navigate({ to: '/product', search: { search: 'rice' } as never }));
    await waitFor(() => expect(serverTags()).toBe(0));
  });
});

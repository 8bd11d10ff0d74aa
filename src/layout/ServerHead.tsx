import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * The server writes the head of the page it answered (description, canonical, Open Graph,
 * JSON-LD: server/http/page-head/), each tag marked `data-page-head`. They describe that
 * address only: once the SPA shows another (a path or its filters), they go, so no crawler
 * that runs scripts reads one page's data on another. The title the pages keep themselves.
 */
export function ServerHead() {
  const href = useRouterState({ select: (state) => state.location.href });
  const first = useRef(href);
  useEffect(() => {
    if (href === first.current) return;
    for (const tag of document.querySelectorAll('[data-page-head]')) tag.remove();
  }, [href]);
  return null;
}

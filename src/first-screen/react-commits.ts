// Whether React has taken a part of the server's first screen over. hydrateRoot commits the
// root first; each Suspense boundary's content (every route's page sits in two: the router's
// and the route's own) hydrates in a later render of the lowest priority. Until then a click
// there finds no target, and anything that changes the router or a context above the part
// makes React hydrate it from state that has moved on (a navigation then threw inside it) or
// draw it anew, dropping what the shopper typed.

interface Fiber {
  alternate: Fiber | null;
  return: Fiber | null;
  flags: number;
  tag: number;
  memoizedProps: { dangerouslySetInnerHTML?: unknown } | null;
}

const fiberOf = (element: Element): Fiber | undefined => {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
};

/** react-dom's fiber flags for a node placed or hydrated by a render not yet committed. */
const PLACEMENT_OR_HYDRATING = 2 | 4096;
const HOST_ROOT = 3;

/**
 * Whether React has committed `element`. React keeps the element's fiber on it under a key of
 * this prefix, and puts it there while it renders the element's part, before that render
 * commits; so this asks what React's event system asks to find a click's target
 * (getNearestMountedFiber in react-dom): the element's own fiber is the nearest mounted one.
 */
export function committedByReact(element: Element): boolean {
  const fiber = fiberOf(element);
  if (!fiber) return false;
  let nearestMounted: Fiber | null = fiber;
  let node = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    node = next;
    if (node.flags & PLACEMENT_OR_HYDRATING) nearestMounted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && nearestMounted === fiber;
}

/**
 * Whether `element` is HTML a React element was given as its `dangerouslySetInnerHTML` (a
 * static page's body): React never owns it, so it is judged by the element holding it.
 */
function setAsHtml(element: Element): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const fiber = fiberOf(parent);
    if (fiber) return Boolean(fiber.memoizedProps?.dangerouslySetInnerHTML);
  }
  return false;
}

/** How often the page is looked at, and when it is given up on (a part that never hydrates). */
const LOOK_EVERY_MS = 20;
const GIVE_UP_MS = 10_000;

/** Resolves once React has committed every element within `part` (at once without one). */
function whenCommittedByReact(part: Element | null): Promise<void> {
  const started = Date.now();
  // Elements found committed stay so; the next look starts from the first one that was not.
  let checked = 0;
  return new Promise((resolve) => {
    const look = () => {
      const elements = part ? part.getElementsByTagName('*') : [];
      while (checked < elements.length) {
        const element = elements[checked] as Element;
        if (!committedByReact(element) && !setAsHtml(element)) break;
        checked++;
      }
      if (checked >= elements.length || Date.now() - started > GIVE_UP_MS) resolve();
      else setTimeout(look, LOOK_EVERY_MS);
    };
    look();
  });
}

let pageContent: Promise<void> = Promise.resolve();

/**
 * Called once both roots of a drawn first screen are React's: from then on
 * `pageContentHydrated()` resolves once every element of `main` is committed too.
 */
export function awaitPageContent(main: Element | null): Promise<void> {
  pageContent = whenCommittedByReact(main);
  return pageContent;
}

/**
 * Resolves once the page the server drew is React's to its last element (at once for a page
 * the browser drew). The root route waits for it before any navigation: the router swaps its
 * matches inside the Suspense boundaries around the page, and React would hydrate the old page
 * from the new matches (it threw).
 */
export const pageContentHydrated = (): Promise<void> => pageContent;

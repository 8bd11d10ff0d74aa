import { committedByReact } from './react-commits.ts';

/**
 * Taps on the server's first screen that React is not ready for. React drops a click aimed at
 * a part it has not hydrated yet (the whole screen while the app is on its way, a lazy part of
 * it until that part's chunk is in), so "add to cart" tapped then would do nothing. From the
 * entry on, a tap on a button that is not React's yet is held, and played once it is, in the
 * order the shopper made them, one a task (a tap on a button React already has goes to it,
 * once no earlier tap waits). A field's own change needs nothing of this (see
 * use-kept-before-hydration.ts); a link still navigates on its own. Returns the function that
 * says both roots are React's: from then on held taps are played as their buttons become React's.
 */
export function holdTapsUntilHydrated(roots: readonly HTMLElement[]): () => void {
  const held: Array<{ target: HTMLElement; play: () => void; waited?: number }> = [];
  let hydrated = false;
  let playing = false;
  // A held tap being played passes through (its click comes through the listener again).
  let replaying = false;
  const inRoots = (element: Element) => roots.some((root) => root.contains(element));

  // The next held tap once its target is React's; a target gone from the page is dropped.
  const playNext = () => {
    const next = held[0];
    if (!next) {
      playing = false;
      return;
    }
    playing = true;
    next.waited ??= Date.now();
    const waiting = next.target.isConnected && !committedByReact(next.target);
    if (waiting && Date.now() - next.waited < GIVE_UP_MS) {
      setTimeout(playNext, WAIT_MS);
      return;
    }
    held.shift();
    // A button React never takes (not one of its own) is given up on after a while.
    if (!waiting && next.target.isConnected) {
      replaying = true;
      try {
        next.play();
      } finally {
        replaying = false;
      }
    }
    setTimeout(playNext);
  };

  const hold = (event: Event, target: HTMLElement, play: () => void) => {
    // Once the screen is React's, a tap on a button of its own goes straight to it, unless
    // taps made before it still wait their turn: "+" then "add to cart" must add two.
    const inTurn = !playing && held.length === 0;
    if (replaying || (hydrated && inTurn && committedByReact(target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target, play });
    if (hydrated && !playing) playNext();
  };

  // A click on a button, or on what is inside one (its icon, its label). Enter in a form's
  // field arrives here too: the browser submits by clicking the form's submit button.
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && inRoots(button)) hold(event, button, () => button.click());
    },
    true,
  );
  // Enter in a form without a submit button submits it directly.
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && inRoots(form))
        hold(event, form, () => form.requestSubmit());
    },
    true,
  );
  return () => {
    hydrated = true;
    if (!playing) playNext();
  };
}

/** How often a held tap looks whether its button has become React's, and for how long. */
const WAIT_MS = 50;
const GIVE_UP_MS = 10_000;

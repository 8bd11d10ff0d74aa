/**
 * Taps on the server's first screen after the scripts arrived but before React has taken the
 * screen over (its locale, route chunks and data are still loading). React drops a click aimed
 * at a part it has not hydrated yet, so "add to cart" tapped then would do nothing: it is held
 * here and played once the screen is React's. A field's own change needs nothing of this (see
 * use-kept-before-hydration.ts); a link still navigates on its own. Returns the function that
 * stops holding and plays what was held.
 */
export function holdTapsUntilHydrated(roots: readonly HTMLElement[]): () => void {
  const held: Array<() => void> = [];
  const inRoots = (element: Element) => roots.some((root) => root.contains(element));

  // A click on a button, or on what is inside one (its icon, its label). Enter in a form's
  // field arrives here too: the browser submits by clicking the form's submit button.
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inRoots(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => button.isConnected && button.click());
  };
  // Enter in a form without a submit button submits it directly.
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inRoots(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => form.isConnected && form.requestSubmit());
  };
  window.addEventListener('click', holdClick, true);
  window.addEventListener('submit', holdSubmit, true);
  return () => {
    window.removeEventListener('click', holdClick, true);
    window.removeEventListener('submit', holdSubmit, true);
    // One tap a task, as the shopper made them: each sees what the one before it changed.
    const playNext = () => {
      const play = held.shift();
      if (!play) return;
      play();
      setTimeout(playNext);
    };
    playNext();
  };
}

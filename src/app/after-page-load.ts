// What the page wants soon but not first (a machine's code, the cart's count) waits until the
// page has loaded and React has taken over the screen the server drew, both its roots: until
// then the network and the main thread are the first screen's.

let hydrated: Promise<void> = Promise.resolve();

/** Holds afterPageLoad's calls until the function it returns is called (make-app.tsx). */
export function holdUntilHydrated(): () => void {
  let done = () => {};
  hydrated = new Promise((resolve) => {
    done = resolve;
  });
  return done;
}

/**
 * Calls `then` in a task of its own once the page has loaded (its own scripts and images
 * first) and React has the first screen. Returns a way to call it off.
 */
export function afterPageLoad(then: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(then);
  };
  void hydrated.then(() => {
    if (cancelled) return;
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  });
  return () => {
    cancelled = true;
    removeEventListener('load', later);
    clearTimeout(timer);
  };
}

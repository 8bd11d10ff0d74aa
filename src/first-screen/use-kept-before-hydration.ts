import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A field of the server's first screen that the shopper changed before React took the page
 * over. The field still shows the change, but React never heard it (it drops events aimed at
 * a part it has not hydrated yet) and would put the drawn value back on its next render. As
 * the field becomes React's, `changed` compares it with what was drawn, and `apply` plays the
 * change as the field's own handler would. A field drawn in the browser never differs, and
 * every later change is React's own.
 */
export function useKeptBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  changed: (element: E) => boolean,
  apply: (element: E) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // Development's StrictMode runs the effect twice; the change is played once.
  const played = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field becomes React's
  useLayoutEffect(() => {
    const element = ref.current;
    if (played.current || !element || !changed(element)) return;
    played.current = true;
    apply(element);
  }, []);
  return ref;
}

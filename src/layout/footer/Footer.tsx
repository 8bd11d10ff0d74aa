import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './footer.css';

// The footer sits far below the first screen: its contents (and their messages) are a chunk
// fetched as it nears the screen, so a first visit does not load what it does not show.
const FooterContent = lazy(() => import('./FooterContent.tsx'));

/** How far ahead of the screen the footer starts loading. */
const AHEAD = '600px';

function useNearScreen() {
  const element = useRef<HTMLElement>(null);
  // Far until the browser measures it: the server's first screen holds an empty footer.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return { element, near };
}

export function Footer() {
  const { element, near } = useNearScreen();
  return (
    <footer ref={element} className="site-footer">
      {near && (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </footer>
  );
}

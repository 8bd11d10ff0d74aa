import { useEffect } from 'react';

const SITE_TITLE = document.title;

/** Names the page in the browser tab (WCAG 2.4.2); the site's name follows the page's. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}

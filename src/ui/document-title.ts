import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { logoQuery } from '../api/queries/settings.ts';

// The site's name as the server wrote it into the page (its og:site_name), until the logo
// settings answer; the page's <title> names the page too.
// Read once, when first needed: the server's first screen has no document.
let fallbackTitle: string | undefined;
const readFallbackTitle = () => {
  fallbackTitle ??=
    document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ||
    document.title;
  return fallbackTitle;
};

/** The site's name from the logo settings, once they answer (the effects fall back). */
const useSiteName = (): string | undefined => useQuery(logoQuery()).data?.title || undefined;

/**
 * The root resets the tab title to the site's name on every page change. It is a layout
 * effect, so it runs before the page's own (passive) effect that names the page.
 */
export function useSiteTitle(pathname: string): void {
  const site = useSiteName();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every page change
  useLayoutEffect(() => {
    document.title = site ?? readFallbackTitle();
  }, [site, pathname]);
}

/** Names the page in the browser tab (WCAG 2.4.2): "Page | Site". */
export function useDocumentTitle(title: string | undefined): void {
  const site = useSiteName();
  useEffect(() => {
    if (title) document.title = `${title} | ${site ?? readFallbackTitle()}`;
  }, [title, site]);
}

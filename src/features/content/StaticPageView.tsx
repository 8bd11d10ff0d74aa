import { useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type StaticPageSlug, staticPageQuery } from '../../api/queries/content.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { sanitizeStaticHtml } from '../../ui/sanitize-html.ts';
import './static-page.css';

/**
 * A content page from GET /api/StaticPage/{slug}, the component of every content route: the
 * slug is its loader's data, and the loader has fetched the page (src/routing/static-page.ts).
 */
export function StaticPageView() {
  const slug = useLoaderData({ strict: false }) as StaticPageSlug;
  const { data: page } = useSuspenseQuery(staticPageQuery(slug));
  const html = useMemo(() => sanitizeStaticHtml(page.html), [page.html]);
  useDocumentTitle(page.title);
  return (
    <article className="static-page container" aria-labelledby="static-page-title">
      <h1 id="static-page-title">{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a few text tags above */}
      <div className="static-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

// The built SPA from dist/: files as they are (hashed assets cached for a year), and
// index.html for every other path so the SPA's router decides what to show.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';

const HASHED = /\.[0-9a-f]{8,}\./;
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;
const FOREVER = 'public, max-age=31536000, immutable';
// index.html and unhashed files must be revalidated so a deploy is picked up.
const REVALIDATE = 'no-cache';

/** The file under distDir that a URL path names, or null (never a path outside distDir). */
function fileOf(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(distDir, `.${decoded}`);
  if (!file.startsWith(distDir + sep)) return null;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

async function send(c: Context, next: Next, file: string, cacheControl: string) {
  // The .br and .gz copies scripts/precompress.mjs wrote, to a browser that takes them.
  const response = await serveStatic({ path: file, precompressed: true })(c, next);
  // serveStatic has no hook that runs before the response is built: set it on the result.
  response?.headers.set('Cache-Control', cacheControl);
  return response ?? c.text('Not found', 404);
}

/** What the server writes into index.html for one request. */
export interface PageDocument {
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** Tags for the head, with the page's `<title>` (the built one is taken out). */
  head: string;
  status: number;
  /** The first screen drawn on the server (first-screen.ts): the app's root and the popup's. */
  root?: string;
  popup?: string;
  /** Where the page sends the browser instead (a product list's search written another way). */
  redirect?: { status: number; location: string };
}

/**
 * `page` gives what to write into index.html for a request (its head, the boot data, its
 * status); without it index.html is served as built.
 */
export function mountSpa(
  app: Hono,
  distDir: string,
  page?: (request: Request) => Promise<PageDocument>,
): void {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  app.get('*', async (c, next) => {
    const file = fileOf(root, c.req.path);
    if (file) return send(c, next, file, HASHED.test(file) ? FOREVER : REVALIDATE);
    // A missing file (an old hashed chunk, a typo) is a 404, not the SPA's HTML.
    if (FILE_EXTENSION.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexFile)) {
      return c.text('The SPA is not built yet: run `npm run build` (or use `npm run dev`).', 503);
    }
    if (!page) return send(c, next, indexFile, REVALIDATE);
    const [html, document] = await Promise.all([readFile(indexFile, 'utf8'), page(c.req.raw)]);
    c.header('Cache-Control', REVALIDATE);
    if (document.redirect) {
      return c.redirect(document.redirect.location, document.redirect.status as 301 | 302);
    }
    // The answer depends on the language cookie and Accept-Language, and its first screen on
    // whether the browser is a phone's.
    c.header('Vary', 'Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent');
    const written = html
      .replace(/<html lang="[^"]*">/, `<html lang="${document.lang}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', () => `${document.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${document.root ?? ''}</div>`)
      .replace(
        '<div id="popup-root"></div>',
        () => `<div id="popup-root">${document.popup ?? ''}</div>`,
      );
    return c.html(written, document.status as 200);
  });
}

// The built SPA from dist/: files as they are (hashed assets cached for a year), and
// index.html for every other path so the SPA's router decides what to show.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const HASHED = /\.[0-9a-f]{8,}\./;
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

export function mountSpa(app: Hono, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  app.get(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        // index.html must be revalidated so a deploy is picked up; hashed files never change.
        c.header(
          'Cache-Control',
          HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  app.get('*', async (c, next) => {
    // A missing file (an old hashed chunk, a typo) is a 404, not the SPA's HTML.
    if (FILE_EXTENSION.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexFile)) {
      return c.text('The SPA is not built yet: run `npm run build` (or use `npm run dev`).', 503);
    }
    return serveStatic({
      path: indexFile,
      onFound: (_path, context) => {
        context.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
}

// Serves uploaded files at /uploads/<kind>/<name>. A name is random and never reused, so an
// answer is cached for a year; it is served as the image type we encoded, never sniffed
// (nosniff), with a policy that lets it run nothing. No listing, no other path: the rest of
// /uploads is a 404, never the SPA's page.
import type { Hono } from 'hono';
import { UPLOADS_PATH, type Uploads } from './store.ts';

const FOREVER = 'public, max-age=31536000, immutable';

export function mountUploads(app: Hono, uploads: Uploads): void {
  app.get(`${UPLOADS_PATH}/profile/:name`, async (c) => {
    const file = await uploads.read('profile', c.req.param('name'));
    if (!file) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': FOREVER,
      // An image needs nothing: no script, style or frame, even opened on its own.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
  app.all(`${UPLOADS_PATH}/*`, (c) => c.text('Not found', 404));
  app.all(UPLOADS_PATH, (c) => c.text('Not found', 404));
}

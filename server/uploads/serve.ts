// Serves uploaded files at /uploads/<kind>/<name>: profile and review photos to anyone, a chat's pictures
// to whoever `mayReadChat` lets (the two sides of its conversation, by the session cookie; an
// <img> sends no API key). A name is random and never reused, so an answer is cached for a year
// (a private picture by the browser alone); it is served as the image type we encoded, never
// sniffed (nosniff), with a policy that lets it run nothing. No listing, no other path: the
// rest of /uploads is a 404, never the SPA's page.
import type { Context, Hono } from 'hono';
import { type StoredUpload, UPLOADS_PATH, type UploadKind, type Uploads } from './store.ts';

/** Profile photos and reviews' photos are for anyone to see. */
const PUBLIC_KINDS = ['profile', 'review'] as const satisfies UploadKind[];

const FOREVER = 'public, max-age=31536000, immutable';
const FOREVER_PRIVATE = 'private, max-age=31536000, immutable';

const served = (c: Context, file: StoredUpload, cacheControl: string) =>
  c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    // An image needs nothing: no script, style or frame, even opened on its own.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  });

export interface UploadReaders {
  /** Whether the request's Cookie header is of one who may see chat picture `name`. */
  mayReadChat(name: string, cookieHeader: string | undefined): Promise<boolean>;
}

export function mountUploads(app: Hono, uploads: Uploads, readers: UploadReaders): void {
  for (const kind of PUBLIC_KINDS)
    app.get(`${UPLOADS_PATH}/${kind}/:name`, async (c) => {
      const file = await uploads.read(kind, c.req.param('name'));
      return file ? served(c, file, FOREVER) : c.text('Not found', 404);
    });
  app.get(`${UPLOADS_PATH}/chat/:name`, async (c) => {
    const name = c.req.param('name');
    // Someone else's picture is as unknown as one never uploaded.
    const file = (await readers.mayReadChat(name, c.req.header('Cookie')))
      ? await uploads.read('chat', name)
      : null;
    return file ? served(c, file, FOREVER_PRIVATE) : c.text('Not found', 404);
  });
  app.all(`${UPLOADS_PATH}/*`, (c) => c.text('Not found', 404));
  app.all(UPLOADS_PATH, (c) => c.text('Not found', 404));
}

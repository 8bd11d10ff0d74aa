// Serves uploaded files at /uploads/<kind>/<name>: profile photos to anyone, a review's photos to
// whom `reviewPhotoReader` names (anyone while the review is published, else its uploader), a
// chat's pictures to whoever `mayReadChat` lets (the two sides of its conversation); readers are
// told by the session cookie (an <img> sends no API key). A name is random and never reused, so a
// profile photo or chat picture is cached for a year (a private picture by the browser alone); a
// review's for an hour, so a review staff hide takes its photos with it within the hour. Each is
// served as the image type we encoded, never sniffed (nosniff), with a policy that lets it run
// nothing. No listing, no other path: the rest of /uploads is a 404, never the SPA's page.
import type { Context, Hono } from 'hono';
import { type StoredUpload, UPLOADS_PATH, type Uploads } from './store.ts';

const FOREVER = 'public, max-age=31536000, immutable';
const FOREVER_PRIVATE = 'private, max-age=31536000, immutable';
const REVIEW_PHOTO = { anyone: 'public, max-age=3600', uploader: 'private, max-age=3600' };

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
  /** Who may see review photo `name`, as the request's Cookie header says who asks; null: not them. */
  reviewPhotoReader(
    name: string,
    cookieHeader: string | undefined,
  ): Promise<keyof typeof REVIEW_PHOTO | null>;
}

export function mountUploads(app: Hono, uploads: Uploads, readers: UploadReaders): void {
  app.get(`${UPLOADS_PATH}/profile/:name`, async (c) => {
    const file = await uploads.read('profile', c.req.param('name'));
    return file ? served(c, file, FOREVER) : c.text('Not found', 404);
  });
  app.get(`${UPLOADS_PATH}/review/:name`, async (c) => {
    const name = c.req.param('name');
    // A photo of a hidden review is as unknown to others as one never uploaded.
    const reader = await readers.reviewPhotoReader(name, c.req.header('Cookie'));
    const file = reader ? await uploads.read('review', name) : null;
    return file && reader ? served(c, file, REVIEW_PHOTO[reader]) : c.text('Not found', 404);
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

// Files shoppers upload (profile photos) on disk under one folder (<DATA_DIR>/uploads), each
// under a new random name that is never used again, so its address can be cached for good.
// Only names of that exact shape are ever read or deleted: no path a request gives reaches
// the file system.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The kinds of upload, each a folder. Profile photos are public at `/uploads/profile/<name>`;
 * a chat's pictures are served at `/uploads/chat/<name>` to the two sides of their
 * conversation alone; a review's photos are public at `/uploads/review/<name>`; transfer slips,
 * an affiliate's documents and a return's photos are never served: they are for staff.
 */
export type UploadKind = 'profile' | 'slip' | 'affiliate' | 'chat' | 'review' | 'return';

export const UPLOADS_PATH = '/uploads';

const CONTENT_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;
export type UploadExtension = keyof typeof CONTENT_TYPES;

/** 128 random bits in base64url (22 characters) and an extension we write. */
const NAME = /^[A-Za-z0-9_-]{22}\.(webp|png|jpg|pdf)$/;
const URL_OF_OURS = /^\/uploads\/(profile|slip|affiliate|chat|review|return)\/([^/]+)$/;

export interface StoredUpload {
  body: Buffer;
  contentType: string;
}

export interface Uploads {
  /** Keeps the bytes under a new random name; answers their public address. */
  save(kind: UploadKind, bytes: Uint8Array, extension: UploadExtension): Promise<string>;
  /** The file of `name` in `kind`; null for a name we never give or a file that is gone. */
  read(kind: UploadKind, name: string): Promise<StoredUpload | null>;
  /** Deletes the file behind one of our addresses; anything else (seed images, null) is left. */
  remove(url: string | null): Promise<void>;
  /** The addresses of the files of `kind` written before `before` (for sweeping orphans). */
  olderThan(kind: UploadKind, before: Date): Promise<string[]>;
}

/**
 * Uploads kept under `dir`. Without one (tests that never upload) they go to a folder of
 * their own under the system's temp folder, made on the first upload.
 */
export function diskUploads(dir?: string): Uploads {
  let made: Promise<string> | undefined;
  const root = () => {
    if (dir) return Promise.resolve(dir);
    made ??= mkdtemp(join(tmpdir(), 'storefront-uploads-'));
    return made;
  };
  const fileOf = async (kind: UploadKind, name: string) => join(await root(), kind, name);

  return {
    async save(kind, bytes, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      const file = await fileOf(kind, name);
      await mkdir(join(file, '..'), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
      return `${UPLOADS_PATH}/${kind}/${name}`;
    },

    async read(kind, name) {
      if (!NAME.test(name) || (!dir && !made)) return null;
      try {
        const body = await readFile(await fileOf(kind, name));
        const extension = name.slice(name.lastIndexOf('.') + 1) as UploadExtension;
        return { body, contentType: CONTENT_TYPES[extension] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(url) {
      const [, kind, name] = URL_OF_OURS.exec(url ?? '') ?? [];
      if (!kind || !name || !NAME.test(name) || (!dir && !made)) return;
      await rm(await fileOf(kind as UploadKind, name), { force: true });
    },

    async olderThan(kind, before) {
      if (!dir && !made) return [];
      const folder = join(await root(), kind);
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const old: string[] = [];
      for (const name of names.filter((n) => NAME.test(n))) {
        const written = await stat(join(folder, name)).catch(() => undefined);
        if (written && written.mtime < before) old.push(`${UPLOADS_PATH}/${kind}/${name}`);
      }
      return old;
    },
  };
}

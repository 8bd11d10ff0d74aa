// The files of an upload kind that no row names (a crash between writing the file and its
// row), swept once they are older than `before`.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { UploadKind, Uploads } from '../../uploads/store.ts';

/** The tables whose `name` column names their uploaded files. */
type NamingTable = 'chat_images' | 'shopper_photos';

export async function removeOrphanFiles(
  db: Db,
  uploads: Uploads,
  kind: UploadKind,
  table: NamingTable,
  before: Date,
): Promise<void> {
  const files = await uploads.olderThan(kind, before);
  if (!files.length) return;
  const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  const named = await rowsOf<{ name: string }>(
    db,
    sql`select name from ${sql.identifier(table)}
      where name = any(${sql.param(files.map(nameOf))}::text[])`,
  );
  const kept = new Set(named.map((row) => row.name));
  for (const file of files) if (!kept.has(nameOf(file))) await uploads.remove(file);
}

// A chat's pictures (issue 37; the spec's upload rule: png/jpg under 2 MB): checked as every
// uploaded photo is (uploaded-photo.ts), re-encoded as our own WebP fitted inside 1600 px with
// nothing of the original's metadata, kept under a random name in the uploads' 'chat' folder and
// registered to its conversation and uploader, who may then send it in one message. The file
// is written before its row: a crash between the two leaves a file no row names, and the sweep
// removes it with the pictures never sent.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { draw } from '../../drawing/image-process.ts';
import type { RawBody } from '../../http/handler.ts';
import type { Uploads } from '../../uploads/store.ts';
import { removeOrphanFiles } from '../shared/orphan-uploads.ts';
import { checkedPhoto, MAX_INPUT_PIXELS, PHOTO_WEBP, redrawn } from '../shared/uploaded-photo.ts';
import { type ChatMessage, chatImageUrl, mustBeOnSide } from './chat-store.ts';

/** The longest side of a picture as stored and shown. */
export const CHAT_IMAGE_SIDE = 1600;

/** A picture uploaded and not sent in a message after this long is deleted. */
const UNSENT_AFTER_MS = 60 * 60_000;

type ChatImage = NonNullable<ChatMessage['image']>;

/** Stores `body` as a picture `userId` may send in conversation `conversationId`. */
export async function uploadChatImage(
  db: Db,
  uploads: Uploads,
  input: { conversationId: number; userId: number; body: RawBody; now: Date },
): Promise<ChatImage> {
  // Not one's conversation: refused before a pixel is decoded.
  await mustBeOnSide(db, input.conversationId, input.userId);
  await checkedPhoto(input.body);
  const picture = await redrawn(
    draw('fittedPhoto', input.body.bytes, CHAT_IMAGE_SIDE, MAX_INPUT_PIXELS, PHOTO_WEBP),
  );
  const url = await uploads.save('chat', picture.bytes, 'webp');
  const name = url.slice(url.lastIndexOf('/') + 1);
  try {
    await db.execute(
      sql`insert into chat_images (name, conversation_id, uploader_user_id, width, height,
          created_at)
        values (${name}, ${input.conversationId}, ${input.userId}, ${picture.width},
          ${picture.height}, ${input.now})`,
    );
  } catch (error) {
    await uploads.remove(url);
    throw error;
  }
  return { name, url: chatImageUrl(name), width: picture.width, height: picture.height };
}

/** Deletes the pictures not sent within the hour, and files no picture names (the sweep's). */
export async function sweepChatImages(db: Db, uploads: Uploads, now: Date): Promise<void> {
  const before = new Date(now.getTime() - UNSENT_AFTER_MS);
  const unsent = await rowsOf<{ name: string }>(
    db,
    sql`delete from chat_images i where i.created_at < ${before}
        and not exists (select 1 from chat_messages m where m.image_name = i.name)
      returning i.name`,
  );
  for (const { name } of unsent) await uploads.remove(chatImageUrl(name));
  await removeOrphanFiles(db, uploads, 'chat', 'chat_images', before);
}

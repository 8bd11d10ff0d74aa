// Who sees a review's photo at its address (/uploads/review/<name>, uploads/serve.ts): anyone
// while the review it is in is published; its uploader always (a photo waiting to be attached
// is the review form's preview, and the buyer's own hidden review still shows it to them).
// Once staff hide a review, its photos are gone for everyone else.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';

export type ReviewPhotoReader = 'anyone' | 'uploader';

/** `asker` says who asks (a session's user, or null), read only when it matters. */
export async function reviewPhotoReader(
  db: Db,
  name: string,
  asker: () => Promise<number | null>,
): Promise<ReviewPhotoReader | null> {
  const [photo] = await rowsOf<{ published: boolean; uploaderId: number }>(
    db,
    sql`select p.user_id as "uploaderId", exists(
        select 1 from product_reviews r
        where r.user_id = p.user_id and r.hidden_at is null
          and r.photos @> jsonb_build_array(jsonb_build_object('name', p.name::text))
      ) as published
      from shopper_photos p where p.name = ${name} and p.purpose = 'review'`,
  );
  if (!photo) return null;
  if (photo.published) return 'anyone';
  return (await asker()) === photo.uploaderId ? 'uploader' : null;
}

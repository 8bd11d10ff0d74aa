// The signed-in shopper's profile and its photo.

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { profileImageOf } from './profile-image.ts';
import type { AccountServices } from './services.ts';
import { findUser, gregorianDateOf, presentUser } from './users.ts';

// Sessions go with their user (cascade), so this is for a user deleted mid-request.
const signedOut = () => new ApiError(401, msg('auth.signIn'));

/**
 * Sets the user's photo address and answers the row with the address it replaced (whose
 * file the caller deletes), or null when there is no such user. The row is locked between
 * the two, so two uploads at once each delete only the photo they replaced.
 */
async function setImageUrl(db: Db, userId: number, imageUrl: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageUrl: users.imageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return null;
    const [user] = await tx.update(users).set({ imageUrl }).where(eq(users.id, userId)).returning();
    return user ? { user, previous: before.imageUrl } : null;
  });
}

export const userHandlers = {
  getUser: async ({ db, userId, culture }) => {
    const user = await findUser(db, userId ?? 0);
    if (!user) throw signedOut();
    return { user: presentUser(user, culture) };
  },

  updateUser: async ({ db, userId, body, services, culture }) => {
    let birthday: string | null = null;
    if (body.birthday !== null) {
      birthday = gregorianDateOf(body.birthday, services.now());
      if (birthday === null) {
        throw fieldError('body.birthday', msg('profile.birthday'));
      }
    }
    const [user] = await db
      .update(users)
      .set({
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        genderId: body.genderId,
        birthday,
        isConsent: body.isConsent,
      })
      .where(eq(users.id, userId ?? 0))
      .returning();
    if (!user) throw signedOut();
    return { user: presentUser(user, culture) };
  },

  uploadProfileImage: async ({ db, userId, body, services, culture }) => {
    await services.limits.consume('uploadsPerUser', String(userId));
    const photo = await profileImageOf(body);
    const url = await services.uploads.save('profile', photo, 'webp');
    const changed = await setImageUrl(db, userId ?? 0, url).catch(async (error: unknown) => {
      await services.uploads.remove(url);
      throw error;
    });
    if (!changed) {
      await services.uploads.remove(url);
      throw signedOut();
    }
    await services.uploads.remove(changed.previous);
    return { user: presentUser(changed.user, culture) };
  },

  deleteProfileImage: async ({ db, userId, services, culture }) => {
    const changed = await setImageUrl(db, userId ?? 0, null);
    if (!changed) throw signedOut();
    await services.uploads.remove(changed.previous);
    return { user: presentUser(changed.user, culture) };
  },
} satisfies Partial<Handlers<AccountServices>>;

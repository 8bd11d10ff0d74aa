// Staff calls, behind the X-Admin-Token header. The token comes from ADMIN_TOKEN; without one
// every staff call is refused (a fresh install has no open door).

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { mustBeStaff } from '../shared/staff.ts';
import type { AccountServices } from './services.ts';
import { presentUser } from './users.ts';

export const adminHandlers = {
  approveCompany: async (request) => {
    await mustBeStaff(request);
    const { db, path, culture } = request;
    const [user] = await db.select().from(users).where(eq(users.id, path.userId));
    if (!user) throw notFound('user');
    if (user.memberTypeId !== 2) throw fieldError('path.userId', msg('admin.notCompany'));
    const [approved] = await db
      .update(users)
      .set({ approvalStatus: 'approved' })
      .where(eq(users.id, user.id))
      .returning();
    return { user: presentUser(approved ?? user, culture) };
  },
} satisfies Partial<Handlers<AccountServices>>;

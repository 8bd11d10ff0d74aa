// What the register form asks before sending: is this e-mail or phone taken (limited per
// address, as the answers reveal accounts), and the company choices in the shopper's language.

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBusinessTypes, users, userTargetTypes } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { localize, wholeList } from '../shared/present.ts';
import type { AccountServices } from './services.ts';
import { normaliseEmail } from './users.ts';

async function inUse(db: Db, column: typeof users.email | typeof users.telephone, value: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, value)).limit(1);
  return row !== undefined;
}

async function choices(
  db: Db,
  culture: Culture,
  table: typeof userTargetTypes | typeof userBusinessTypes,
) {
  const rows = await db
    .select({ id: table.id, nameTh: table.nameTh, nameEn: table.nameEn })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id));
  return wholeList(
    rows.map((row) => ({ id: row.id, name: localize(culture, row.nameTh, row.nameEn) })),
  );
}

export const accountLookupHandlers = {
  checkEmail: async ({ db, query, services, client }) => {
    await services.limits.consume('lookupsPerAddress', client.address);
    return { duplicate: await inUse(db, users.email, normaliseEmail(query.email)) };
  },

  validateEmailTelephone: async ({ db, body, services, client }) => {
    await services.limits.consume('lookupsPerAddress', client.address);
    const [emailInUse, telephoneInUse] = await Promise.all([
      body.email === undefined ? false : inUse(db, users.email, normaliseEmail(body.email)),
      body.telephone === undefined ? false : inUse(db, users.telephone, body.telephone),
    ]);
    return { emailInUse, telephoneInUse };
  },

  listUserTargetTypes: ({ db, culture }) => choices(db, culture, userTargetTypes),
  listUserBusinessTypes: ({ db, culture }) => choices(db, culture, userBusinessTypes),
} satisfies Partial<Handlers<AccountServices>>;

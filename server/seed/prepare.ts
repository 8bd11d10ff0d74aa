// What every start does before serving: migrate, then seed an empty catalogue (and the
// account choices and demo accounts a database from before accounts lacks). A public shop that
// is not a demo gets no demo accounts: their password is in the README.
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalogue } from './data/index.ts';
import { seedDatabase } from './seed.ts';

export async function prepareDatabase(
  database: Database,
  options: { size?: number; demoAccounts?: boolean } = {},
) {
  await database.migrate();
  const [row] = await database.db.select({ count: count() }).from(products);
  if ((row?.count ?? 0) > 0) {
    await seedAccounts(database.db, { demo: options.demoAccounts ?? true });
    return { seeded: false };
  }
  await seedDatabase(database.db, seedCatalogue, options);
  return { seeded: true };
}

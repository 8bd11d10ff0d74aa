// The first step of every start, in a process of its own (server/main.ts runs it and waits):
// migrate, then seed an empty database. Seeding the embedded database grows PGlite's
// WebAssembly memory by about 110 MB, which never shrinks; done here, the serving process
// does not keep it.
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccountsAllowed } from './deployment.ts';
import { prepareDatabase } from './seed/prepare.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  const { seeded } = await prepareDatabase(database, {
    demoAccounts: demoAccountsAllowed(config.deployment),
  });
  if (seeded) console.log('Seeded the catalogue into an empty database.');
} finally {
  await database.close();
}

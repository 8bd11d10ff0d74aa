// `npm run seed -- --size 100000`: re-seeds the catalogue of the configured database
// (DATABASE_URL or PGlite under DATA_DIR) with that many products; user data stays.
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedCatalogue } from './data/index.ts';
import { clearCatalogue, seedDatabase } from './seed.ts';

const { values } = parseArgs({ options: { size: { type: 'string' } } });
const size = values.size === undefined ? seedCatalogue.products.length : Number(values.size);
if (!Number.isInteger(size) || size < 1) {
  console.error(`--size must be a positive integer, got ${values.size}`);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
const started = Date.now();
let printedTenth = 0;
try {
  await database.migrate();
  await clearCatalogue(database.db);
  const { products } = await seedDatabase(database.db, seedCatalogue, {
    size,
    onProgress: (done, total) => {
      // One updating line on a terminal; a line per tenth in logs.
      const tenth = Math.floor((done * 10) / total);
      if (process.stdout.isTTY) process.stdout.write(`\rproducts ${done}/${total}`);
      else if (tenth > printedTenth) console.log(`products ${done}/${total}`);
      printedTenth = tenth;
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}

// `npm run db:generate` writes SQL migrations from server/db/tables.ts (every table); the server applies
// the same files on PGlite and on PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/tables.ts',
  out: './server/db/migrations',
});

// A hand-written statement whose text is built once, with its values as named placeholders
// (sql.placeholder) that each call gives. db.execute builds a statement's text from its pieces
// on every call: for the cart's write, that was about a tenth of the server's CPU per write.
// On PostgreSQL each text is still prepared once per connection (client.ts names it); PGlite
// runs it unnamed, as it runs every statement.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { perDatabase } from './per-database.ts';

const dialect = new PgDialect();

/**
 * `query`, built once, as a function of a database (or a transaction or a connection of it)
 * and the values of its placeholders, answering its rows named as it names its columns.
 */
export function statement<Row, Values extends Record<string, unknown>>(
  query: SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const preparedIn = perDatabase((db) =>
    db._.session.prepareQuery(built, undefined, undefined, false),
  );
  return async (db, values) => ((await preparedIn(db).execute(values)) as { rows: Row[] }).rows;
}

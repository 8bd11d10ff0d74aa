// State that belongs to one open database: prepared queries are bound to the database they
// were built on, and cached figures describe its data. A WeakMap, so the many databases the
// tests open each get their own state and none is kept alive by it.
import type { Db } from './client.ts';

export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const states = new WeakMap<Db, T>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = create(db);
      states.set(db, state);
    }
    return state;
  };
}

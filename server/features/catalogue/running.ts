import { and, type Column, gt, lte, type SQL, sql } from 'drizzle-orm';

/** Started and not yet ended, by the database clock (one clock for every instance). */
export const isRunning = (startsAt: Column, endsAt: Column): SQL =>
  and(lte(startsAt, sql`now()`), gt(endsAt, sql`now()`)) as SQL;

// What "running" means for whatever has a start and an end (campaigns, promotions), for the
// catalogue that shows promotions and the cart that applies them alike.
import { and, type Column, gt, lte, type SQL, sql } from 'drizzle-orm';
import { promotions } from '../../db/schema.ts';

/** Started and not yet ended, by the database clock (one clock for every instance). */
export const isRunning = (startsAt: Column, endsAt: Column): SQL =>
  and(lte(startsAt, sql`now()`), gt(endsAt, sql`now()`)) as SQL;

export const promotionIsRunning = (): SQL => isRunning(promotions.startsAt, promotions.endsAt);

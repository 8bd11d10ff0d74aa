// Column kinds every table file uses alike.
import { timestamp } from 'drizzle-orm/pg-core';

/** An instant, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

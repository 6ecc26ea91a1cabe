import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: UUID keys, numeric money (read as number), timestamptz stamps. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** USD or ARS amounts: exact in the database, read as number (values stay far below 2^53). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const area = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

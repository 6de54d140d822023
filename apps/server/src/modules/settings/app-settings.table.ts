import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Values the server generates once and keeps with the data (the JWT secret when JWT_SECRET is unset). */
export const appSettings = pgTable('app_settings', {
  key: varchar({ length: 50 }).primaryKey(),
  value: text().notNull(),
});

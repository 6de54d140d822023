import { smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every business record keeps who changed it last and when (DESIGN.md section 3). */
export const auditColumns = {
  createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateBy: varchar({ length: 20 }).notNull(),
};

/** Record status 1 Active, 2 Deleted; nothing is ever hard-deleted. */
export const recordStatusColumn = () => smallint().notNull().default(1);

import { integer, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';

/**
 * The columns an uploaded image is kept in, as `reencodeImage` (lib/image.ts) hands it over: its
 * type, bytes, size and pixels. Every table of photos or logos spreads them.
 */
export const imageColumns = () => ({
  contentType: varchar({ length: 30 }).notNull(),
  content: bytea().notNull(),
  byteSize: integer().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
});

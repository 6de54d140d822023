-- The owing stays by stay, with what the arrears read of them (index-only): a tenant's or a room's
-- stays are matched against these few thousand entries (hashed, or probed for a handful of stays)
-- instead of one probe of the whole table and its row per stay. Drizzle's index builder has no
-- INCLUDE, so the schema names only the key column.
CREATE INDEX "stay_arrears_owing_idx" ON "stay_arrears" USING btree ("booking_id") INCLUDE ("oldest_due", "bills", "outstanding") WHERE oldest_due is not null;

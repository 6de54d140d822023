-- Each stay's arrears row keeps its property (its room's), written by the recount that keeps the
-- row (modules/ledger/sql/arrears.sql). A staff user's arrears, and one property's, read their
-- owing stays from stay_arrears_property_idx (a kos of 40 rooms: 88 owing stays) instead of testing
-- every owing stay of the business against the user's 7,960 stays, and the policy keys on the
-- property as the rooms' does (0056; docs/PERFORMANCE.md, 50 properties). The same rows are visible.
ALTER TABLE "stay_arrears" ADD COLUMN "property_id" integer;--> statement-breakpoint
UPDATE "stay_arrears" s SET "property_id" = r.property_id
  FROM bookings b JOIN rooms r ON r.room_id = b.room_id WHERE b.booking_id = s.booking_id;--> statement-breakpoint
-- A row of a stay that no longer exists holds nothing to read (a stay with bills cannot be deleted).
DELETE FROM "stay_arrears" WHERE "property_id" IS NULL;--> statement-breakpoint
ALTER TABLE "stay_arrears" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "stay_arrears_property_idx" ON "stay_arrears" USING btree ("property_id","oldest_due","booking_id") INCLUDE ("bills", "outstanding") WHERE oldest_due is not null;--> statement-breakpoint
ALTER POLICY "stay_arrears_scope" ON "stay_arrears" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));

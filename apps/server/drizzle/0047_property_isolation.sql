-- Row-level security of every table that belongs to a property (properties/README.md). A call of a
-- user who does not see every property runs as the role kamar_app (db/app-role.ts), which owns no
-- table, with `kamar.property_scope` = 'user' and `kamar.user_id` set for its transaction: it sees
-- and changes the rows of the properties in users_properties for that user. 'all' sees every row;
-- anything else, an unset setting included, sees nothing. The owner (migrations, the daily work,
-- an owner's calls) is not subject to the policies. Tables without a property column follow the
-- table they belong to, whose own policy applies inside the check.
ALTER TABLE "properties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "properties_scope" ON "properties" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
ALTER TABLE "rooms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "rooms_scope" ON "rooms" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
ALTER TABLE "room_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "room_types_scope" ON "room_types" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
ALTER TABLE "floor_plan_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "floor_plan_cells_scope" ON "floor_plan_cells" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "employees_scope" ON "employees" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
-- An expense of the business as a whole (no property) is the owner's.
ALTER TABLE "expenses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "expenses_scope" ON "expenses" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "bookings_scope" ON "bookings" USING (current_setting('kamar.property_scope', true) = 'all' OR "room_id" IN (SELECT room_id FROM rooms));--> statement-breakpoint
-- A tenant registered in one of the user's properties, or with a stay, past or present, in one.
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenants_scope" ON "tenants" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer) OR "tenant_id" IN (SELECT tenant_id FROM bookings));--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payments_scope" ON "payments" USING (current_setting('kamar.property_scope', true) = 'all' OR "booking_id" IN (SELECT booking_id FROM bookings));--> statement-breakpoint
ALTER TABLE "bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "bills_scope" ON "bills" USING (current_setting('kamar.property_scope', true) = 'all' OR "booking_id" IN (SELECT booking_id FROM bookings));--> statement-breakpoint
ALTER TABLE "bill_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "bill_lines_scope" ON "bill_lines" USING (current_setting('kamar.property_scope', true) = 'all' OR "bill_id" IN (SELECT bill_id FROM bills));--> statement-breakpoint
ALTER TABLE "bill_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "bill_allocations_scope" ON "bill_allocations" USING (current_setting('kamar.property_scope', true) = 'all' OR "booking_id" IN (SELECT booking_id FROM bookings));--> statement-breakpoint
ALTER TABLE "deposit_deductions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "deposit_deductions_scope" ON "deposit_deductions" USING (current_setting('kamar.property_scope', true) = 'all' OR "payment_id" IN (SELECT payment_id FROM payments));--> statement-breakpoint
ALTER TABLE "reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "reminders_scope" ON "reminders" USING (current_setting('kamar.property_scope', true) = 'all' OR "booking_id" IN (SELECT booking_id FROM bookings));--> statement-breakpoint
ALTER TABLE "stay_arrears" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stay_arrears_scope" ON "stay_arrears" USING (current_setting('kamar.property_scope', true) = 'all' OR "booking_id" IN (SELECT booking_id FROM bookings));--> statement-breakpoint
-- A share link follows its document: a payment's receipt (1, 2), a bill (3), a stay's statement (4).
ALTER TABLE "share_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "share_links_scope" ON "share_links" USING (current_setting('kamar.property_scope', true) = 'all' OR CASE "document_kind" WHEN 3 THEN "document_id" IN (SELECT bill_id FROM bills) WHEN 4 THEN "document_id" IN (SELECT booking_id FROM bookings) ELSE "document_id" IN (SELECT payment_id FROM payments) END);

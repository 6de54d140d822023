-- Row-level security a staff call can afford at 50 properties (docs/PERFORMANCE.md), with the
-- same rows visible as before.
--
-- The policies of the tables that belong to a property name the caller's properties as one
-- array, worked out once per statement from the properties the caller sees (the properties
-- table's own policy: every one for the owner's scope, else the user's), as the stays' policy
-- names their rooms (0047). Before, `'all' OR property_id IN (...)` could not be read by an index:
-- every statement of a staff call tested each of the business's 1,270 rooms (0.4 ms, up to six
-- times a statement) and 13,000 money totals one by one (3.4 ms of a Front desk dashboard's
-- first statement at 50 properties; docs/PERFORMANCE.md). Now the rooms come from
-- rooms_room_number_key, the totals from their key. The same rows are visible: users_properties
-- names properties that exist, and a business expense (no property) is still the owner's alone.
ALTER POLICY "rooms_scope" ON "rooms" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "room_types_scope" ON "room_types" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "floor_plan_cells_scope" ON "floor_plan_cells" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "employees_scope" ON "employees" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "expenses_scope" ON "expenses" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "money_totals_scope" ON "money_totals" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER POLICY "recurring_expenses_scope" ON "recurring_expenses" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
--
-- The tables that hang on a stay (and on a bill or a payment) ask for their own stay by its key:
-- EXISTS, which PostgreSQL runs as a probe per row where a statement reads a page and as one
-- hashed set where it reads many. `'all' OR booking_id IN (SELECT ...)` always hashed every stay
-- the user ever had in their rooms (7,960 for a kos of 40 rooms in the bench) in each statement
-- that touched such a table, about 3 ms a time, before reading even one row: a Front desk user's
-- arrears did it in four statements. The owner's calls do not run under these policies (the
-- tables' owner), so the `'all'` branch only repeated what the properties' policy says. A tenant
-- is seen through a stay the same way.
ALTER POLICY "bills_scope" ON "bills" USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "bills"."booking_id"));--> statement-breakpoint
ALTER POLICY "payments_scope" ON "payments" USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "payments"."booking_id"));--> statement-breakpoint
ALTER POLICY "bill_allocations_scope" ON "bill_allocations" USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "bill_allocations"."booking_id"));--> statement-breakpoint
ALTER POLICY "reminders_scope" ON "reminders" USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "reminders"."booking_id"));--> statement-breakpoint
ALTER POLICY "bill_lines_scope" ON "bill_lines" USING (EXISTS (SELECT 1 FROM bills x WHERE x.bill_id = "bill_lines"."bill_id"));--> statement-breakpoint
ALTER POLICY "deposit_deductions_scope" ON "deposit_deductions" USING (EXISTS (SELECT 1 FROM payments p WHERE p.payment_id = "deposit_deductions"."payment_id"));--> statement-breakpoint
ALTER POLICY "tenants_scope" ON "tenants" USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)) OR EXISTS (SELECT 1 FROM bookings b WHERE b.tenant_id = "tenants"."tenant_id"));

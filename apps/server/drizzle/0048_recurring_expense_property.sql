ALTER TABLE "recurring_expenses" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a monthly expense is seen by whoever sees its entries (0047_property_isolation's rule for expenses).
ALTER TABLE "recurring_expenses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "recurring_expenses_scope" ON "recurring_expenses" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));

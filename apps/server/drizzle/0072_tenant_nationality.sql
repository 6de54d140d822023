ALTER TABLE "tenants" ADD COLUMN "nationality" varchar(2) DEFAULT 'ID' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "passport_number" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_checked_out_idx" ON "bookings" USING btree ("checked_out_at") WHERE booking_status = 2 and status = 1;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_nationality_check" CHECK ("tenants"."nationality" ~ '^[A-Z]{2}$');
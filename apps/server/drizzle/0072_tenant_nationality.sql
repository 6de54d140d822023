ALTER TABLE "tenants" ADD COLUMN "nationality" varchar(2) DEFAULT 'ID' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "passport_number" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_nationality_check" CHECK ("tenants"."nationality" ~ '^[A-Z]{2}$');
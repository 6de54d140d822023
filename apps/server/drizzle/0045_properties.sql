CREATE TABLE "properties" (
	"property_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_property_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_name" varchar(100) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "users_properties" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "users_properties_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
-- The first property, named after the business; every existing record is its (a constant default adds a column without rewriting or touching a row).
INSERT INTO "properties" ("property_name", "address", "phone", "update_by")
SELECT coalesce(nullif(left(upper(regexp_replace(btrim("business_name"), '\s+', ' ', 'g')), 100), ''), 'KOS'), left("address", 300), left(regexp_replace("phone", '\D', '', 'g'), 20), 'system' FROM "business_profile";--> statement-breakpoint
INSERT INTO "properties" ("property_name", "update_by") SELECT 'KOS', 'system' WHERE NOT EXISTS (SELECT 1 FROM "properties");--> statement-breakpoint
DROP INDEX "room_types_name_key";--> statement-breakpoint
DROP INDEX "floor_plan_cells_floor_idx";--> statement-breakpoint
DROP INDEX "rooms_room_number_key";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "property_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "property_id" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "property_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "floor_plan_cells" ADD COLUMN "property_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "floor_plan_cells" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "property_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users_properties" ADD CONSTRAINT "users_properties_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_properties" ADD CONSTRAINT "users_properties_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_name_key" ON "properties" USING btree ("property_name");--> statement-breakpoint
CREATE INDEX "users_properties_property_idx" ON "users_properties" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plan_cells" ADD CONSTRAINT "floor_plan_cells_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_property_key" ON "room_types" USING btree ("room_type_id","property_id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_property_fk" FOREIGN KEY ("room_type_id","property_id") REFERENCES "public"."room_types"("room_type_id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_property_idx" ON "employees" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "expenses_property_idx" ON "expenses" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_name_key" ON "room_types" USING btree ("property_id","room_type_name");--> statement-breakpoint
CREATE INDEX "floor_plan_cells_floor_idx" ON "floor_plan_cells" USING btree ("property_id","floor");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_room_number_key" ON "rooms" USING btree ("property_id","room_number");
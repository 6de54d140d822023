-- Every tenant so far was registered in the first property (0042: property 1); the constant default rewrites no row.
ALTER TABLE "tenants" ADD COLUMN "property_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "property_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_property_idx" ON "tenants" USING btree ("property_id");
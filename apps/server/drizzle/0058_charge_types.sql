CREATE TABLE "charge_types" (
	"charge_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_types_charge_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer,
	"charge_type_name" varchar(50) NOT NULL,
	"charge_kind" smallint NOT NULL,
	"unit_name" varchar(20) DEFAULT '' NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"minimum_charge" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "charge_types_kind_check" CHECK ("charge_types"."charge_kind" in (1, 2, 3)),
	CONSTRAINT "charge_types_prices_check" CHECK ("charge_types"."unit_price" >= 0 and "charge_types"."minimum_charge" >= 0),
	CONSTRAINT "charge_types_prices_bound_check" CHECK ("charge_types"."unit_price" <= 100000000000 and "charge_types"."minimum_charge" <= 100000000000),
	CONSTRAINT "charge_types_metered_check" CHECK ("charge_types"."charge_kind" = 1 and "charge_types"."unit_name" <> '' or "charge_types"."charge_kind" <> 1 and "charge_types"."minimum_charge" = 0),
	CONSTRAINT "charge_types_status_check" CHECK ("charge_types"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "charge_types" ADD CONSTRAINT "charge_types_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_types_name_key" ON "charge_types" USING btree (coalesce("property_id", 0),"charge_type_name");--> statement-breakpoint
CREATE INDEX "charge_types_property_idx" ON "charge_types" USING btree ("property_id");--> statement-breakpoint
-- Staff see the types of their properties and those of every property (when they see any
-- property: a call naming no user sees nothing); they write only their properties' (a type of
-- every property is the owner's: the service says so in words first).
ALTER TABLE "charge_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "charge_types_scope" ON "charge_types"
  USING ("property_id" IS NULL AND EXISTS (SELECT 1 FROM properties)
         OR "property_id" = ANY (ARRAY(SELECT property_id FROM properties)))
  WITH CHECK ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
-- The defaults of every property, at the prices a kos in Java charges today (the owner sets
-- theirs): PLN's household tariff rounded up to Rp 1.500/kWh, PDAM water at Rp 10.000/m3.
INSERT INTO "charge_types" ("charge_type_name", "charge_kind", "unit_name", "unit_price", "update_by") VALUES
  ('Listrik', 1, 'kWh', 1500, 'system'),
  ('Air', 1, 'm3', 10000, 'system'),
  ('Parkir Motor', 2, 'motor', 50000, 'system'),
  ('Parkir Mobil', 2, 'mobil', 150000, 'system'),
  ('Wifi', 2, '', 100000, 'system'),
  ('Laundry', 3, 'kg', 7000, 'system');

-- Issue 42: meter readings, a stay's charges, rent changes from a date, and bill lines that carry
-- them (the ledger's README, Charges). Routines: modules/ledger/sql/charges.sql and the modules'.
CREATE TABLE "booking_rent_changes" (
	"rent_change_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_rent_changes_rent_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"rent_amount" bigint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "booking_rent_changes_amount_check" CHECK ("booking_rent_changes"."rent_amount" > 0 and "booking_rent_changes"."rent_amount" <= 100000000000)
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"meter_reading_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_readings_meter_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"charge_type_id" integer NOT NULL,
	"booking_id" integer,
	"reading_kind" smallint DEFAULT 1 NOT NULL,
	"reading_date" date NOT NULL,
	"reading" integer NOT NULL,
	"previous_reading" integer,
	"previous_date" date,
	"meter_replaced" boolean DEFAULT false NOT NULL,
	"start_reading" integer,
	"usage" integer,
	"unit_price" bigint NOT NULL,
	"minimum_charge" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "meter_readings_kind_check" CHECK ("meter_readings"."reading_kind" in (1, 2, 3)),
	CONSTRAINT "meter_readings_values_check" CHECK ("meter_readings"."reading" between 0 and 99999999 and ("meter_readings"."start_reading" is null or "meter_readings"."start_reading" between 0 and "meter_readings"."reading")),
	CONSTRAINT "meter_readings_replaced_check" CHECK ("meter_readings"."meter_replaced" = ("meter_readings"."start_reading" is not null)),
	CONSTRAINT "meter_readings_usage_check" CHECK ("meter_readings"."usage" is not distinct from "meter_readings"."reading" - coalesce("meter_readings"."start_reading", "meter_readings"."previous_reading")
          and ("meter_readings"."usage" is null or "meter_readings"."usage" >= 0)
          and ("meter_readings"."previous_reading" is null) = ("meter_readings"."previous_date" is null)),
	CONSTRAINT "meter_readings_amount_check" CHECK ("meter_readings"."amount" = case when "meter_readings"."usage" is null or "meter_readings"."booking_id" is null or "meter_readings"."reading_kind" = 2 then 0
                             else greatest("meter_readings"."usage" * "meter_readings"."unit_price", "meter_readings"."minimum_charge") end),
	CONSTRAINT "meter_readings_prices_check" CHECK ("meter_readings"."unit_price" >= 0 and "meter_readings"."minimum_charge" >= 0 and "meter_readings"."unit_price" <= 100000000000 and "meter_readings"."minimum_charge" <= 100000000000)
);
--> statement-breakpoint
CREATE TABLE "stay_charges" (
	"stay_charge_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_charges_stay_charge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"charge_type_id" integer NOT NULL,
	"charge_kind" smallint NOT NULL,
	"description" varchar(50) NOT NULL,
	"unit_name" varchar(20) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "stay_charges_kind_check" CHECK ("stay_charges"."charge_kind" in (2, 3)),
	CONSTRAINT "stay_charges_quantity_check" CHECK ("stay_charges"."quantity" between 1 and 10000),
	CONSTRAINT "stay_charges_price_check" CHECK ("stay_charges"."unit_price" >= 0 and "stay_charges"."unit_price" <= 100000000000),
	CONSTRAINT "stay_charges_dates_check" CHECK ("stay_charges"."end_date" is null or "stay_charges"."end_date" >= "stay_charges"."start_date"),
	CONSTRAINT "stay_charges_status_check" CHECK ("stay_charges"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_kind_check";--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "description" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "unit_name" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "unit_price" bigint;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "previous_reading" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "reading" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "usage" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "meter_reading_id" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "stay_charge_id" integer;--> statement-breakpoint
ALTER TABLE "booking_rent_changes" ADD CONSTRAINT "booking_rent_changes_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_charge_type_id_charge_types_charge_type_id_fk" FOREIGN KEY ("charge_type_id") REFERENCES "public"."charge_types"("charge_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_charge_type_id_charge_types_charge_type_id_fk" FOREIGN KEY ("charge_type_id") REFERENCES "public"."charge_types"("charge_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rent_changes_key" ON "booking_rent_changes" USING btree ("booking_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_room_date_key" ON "meter_readings" USING btree ("room_id","charge_type_id","reading_date");--> statement-breakpoint
CREATE INDEX "meter_readings_booking_idx" ON "meter_readings" USING btree ("booking_id") WHERE "meter_readings"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "meter_readings_property_idx" ON "meter_readings" USING btree ("property_id","reading_date","meter_reading_id");--> statement-breakpoint
CREATE INDEX "stay_charges_booking_idx" ON "stay_charges" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_meter_reading_id_meter_readings_meter_reading_id_fk" FOREIGN KEY ("meter_reading_id") REFERENCES "public"."meter_readings"("meter_reading_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_stay_charge_id_stay_charges_stay_charge_id_fk" FOREIGN KEY ("stay_charge_id") REFERENCES "public"."stay_charges"("stay_charge_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_meter_reading_key" ON "bill_lines" USING btree ("meter_reading_id") WHERE meter_reading_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_one_off_key" ON "bill_lines" USING btree ("stay_charge_id") WHERE kind = 5;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_per_period_key" ON "bill_lines" USING btree ("bill_id","stay_charge_id") WHERE kind = 4;--> statement-breakpoint
CREATE INDEX "bill_lines_charges_idx" ON "bill_lines" USING btree ("bill_id") WHERE kind >= 3;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_source_check" CHECK (("bill_lines"."kind" = 3) = ("bill_lines"."meter_reading_id" is not null) and ("bill_lines"."kind" in (4, 5)) = ("bill_lines"."stay_charge_id" is not null)
          and ("bill_lines"."kind" >= 3) = ("bill_lines"."quantity" is not null and "bill_lines"."unit_price" is not null));--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_charge_amount_check" CHECK ("bill_lines"."kind" in (1, 2, 3) or "bill_lines"."amount" = "bill_lines"."quantity" * "bill_lines"."unit_price");--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_kind_check" CHECK ("bill_lines"."kind" between 1 and 5);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_bill_lines" jsonb;
--> statement-breakpoint
-- A reading belongs to its room's property; a charge and a rent change to their stay, as bills do.
ALTER TABLE "meter_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "meter_readings_scope" ON "meter_readings"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER TABLE "stay_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stay_charges_scope" ON "stay_charges"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "stay_charges"."booking_id"));--> statement-breakpoint
ALTER TABLE "booking_rent_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "booking_rent_changes_scope" ON "booking_rent_changes"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "booking_rent_changes"."booking_id"));

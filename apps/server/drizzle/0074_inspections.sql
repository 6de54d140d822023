CREATE TABLE "inspection_checklists" (
	"checklist_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_checklists_checklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "inspection_checklists_items_check" CHECK (jsonb_typeof("inspection_checklists"."items") = 'array')
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"inspection_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_items_inspection_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"item_name" varchar(60) NOT NULL,
	"condition" smallint,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"deduction_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "inspection_items_condition_check" CHECK ("inspection_items"."condition" is null or "inspection_items"."condition" in (1, 2, 3)),
	CONSTRAINT "inspection_items_deduction_check" CHECK ("inspection_items"."deduction_id" is null or "inspection_items"."condition" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_item_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"content_type" varchar(30) NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "inspection_photos_status_check" CHECK ("inspection_photos"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"inspection_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"inspection_kind" smallint NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" varchar(20) DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."inspection_kind" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "inspection_checklists" ADD CONSTRAINT "inspection_checklists_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_checklists" ADD CONSTRAINT "inspection_checklists_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_inspection_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("inspection_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_deduction_id_deposit_deductions_deduction_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."deposit_deductions"("deduction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_item_id_inspection_items_inspection_item_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("inspection_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_checklists_room_type_key" ON "inspection_checklists" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_items_position_key" ON "inspection_items" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_items_deduction_key" ON "inspection_items" USING btree ("deduction_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_item_idx" ON "inspection_photos" USING btree ("inspection_item_id","photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_booking_kind_key" ON "inspections" USING btree ("booking_id","inspection_kind");--> statement-breakpoint
CREATE INDEX "inspections_property_idx" ON "inspections" USING btree ("property_id","inspection_id");--> statement-breakpoint
-- hand-written below
-- An inspection, its items, photos and a room type's checklist belong to their property (read by
-- index as one array, as 0056 does for a property's tables).
ALTER TABLE "inspection_checklists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "inspection_checklists_scope" ON "inspection_checklists"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER TABLE "inspections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "inspections_scope" ON "inspections"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER TABLE "inspection_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "inspection_items_scope" ON "inspection_items"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER TABLE "inspection_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "inspection_photos_scope" ON "inspection_photos"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));

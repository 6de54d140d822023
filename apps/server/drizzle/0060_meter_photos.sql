CREATE TABLE "meter_reading_photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_reading_photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meter_reading_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"content_type" varchar(30) NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_reading_photos" ADD CONSTRAINT "meter_reading_photos_meter_reading_id_meter_readings_meter_reading_id_fk" FOREIGN KEY ("meter_reading_id") REFERENCES "public"."meter_readings"("meter_reading_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reading_photos" ADD CONSTRAINT "meter_reading_photos_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_reading_photos_reading_idx" ON "meter_reading_photos" USING btree ("meter_reading_id","photo_id");--> statement-breakpoint
-- A meter's photo belongs to its reading's property, as the reading does.
ALTER TABLE "meter_reading_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "meter_reading_photos_scope" ON "meter_reading_photos"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));

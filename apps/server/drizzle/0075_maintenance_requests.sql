CREATE TABLE "maintenance_request_photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_request_photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"maintenance_request_id" integer NOT NULL,
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
CREATE TABLE "maintenance_requests" (
	"maintenance_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_requests_maintenance_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"booking_id" integer,
	"description" varchar(1000) NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"request_status" smallint DEFAULT 1 NOT NULL,
	"reported_by" smallint NOT NULL,
	"reporter_user_id" integer,
	"tenant_link_id" integer,
	"reporter_address" varchar(64),
	"assigned_employee_id" integer,
	"cost" bigint,
	"expense_id" integer,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"holds_room" boolean DEFAULT false NOT NULL,
	"resolution_note" varchar(500) DEFAULT '' NOT NULL,
	"closed_date" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "maintenance_requests_status_check" CHECK ("maintenance_requests"."request_status" in (1, 2, 3, 4)),
	CONSTRAINT "maintenance_requests_priority_check" CHECK ("maintenance_requests"."priority" in (1, 2, 3, 4)),
	CONSTRAINT "maintenance_requests_reporter_check" CHECK (("maintenance_requests"."reported_by" = 1 and "maintenance_requests"."tenant_link_id" is null)
          or ("maintenance_requests"."reported_by" = 2 and "maintenance_requests"."booking_id" is not null and "maintenance_requests"."reporter_user_id" is null)),
	CONSTRAINT "maintenance_requests_cost_check" CHECK ("maintenance_requests"."cost" is null or ("maintenance_requests"."cost" >= 0 and "maintenance_requests"."cost" <= 100000000000)),
	CONSTRAINT "maintenance_requests_expense_check" CHECK ("maintenance_requests"."expense_id" is null or "maintenance_requests"."cost" > 0),
	CONSTRAINT "maintenance_requests_closed_check" CHECK (("maintenance_requests"."closed_date" is not null) = ("maintenance_requests"."request_status" in (3, 4))),
	CONSTRAINT "maintenance_requests_holds_check" CHECK (not "maintenance_requests"."holds_room" or ("maintenance_requests"."out_of_service" and "maintenance_requests"."request_status" in (1, 2))),
	CONSTRAINT "maintenance_requests_description_check" CHECK (length(btrim("maintenance_requests"."description")) > 0)
);
--> statement-breakpoint
ALTER TABLE "maintenance_request_photos" ADD CONSTRAINT "maintenance_request_photos_maintenance_request_id_maintenance_requests_maintenance_request_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("maintenance_request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_request_photos" ADD CONSTRAINT "maintenance_request_photos_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenant_link_id_tenant_links_tenant_link_id_fk" FOREIGN KEY ("tenant_link_id") REFERENCES "public"."tenant_links"("tenant_link_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_assigned_employee_id_employees_employee_id_fk" FOREIGN KEY ("assigned_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_expense_id_expenses_expense_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("expense_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_request_photos_request_idx" ON "maintenance_request_photos" USING btree ("maintenance_request_id","photo_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_idx" ON "maintenance_requests" USING btree ("property_id","request_status","maintenance_request_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_room_idx" ON "maintenance_requests" USING btree ("room_id","request_status");--> statement-breakpoint
CREATE INDEX "maintenance_requests_booking_idx" ON "maintenance_requests" USING btree ("booking_id") WHERE "maintenance_requests"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "maintenance_requests_open_idx" ON "maintenance_requests" USING btree ("property_id") WHERE "maintenance_requests"."request_status" in (1, 2);--> statement-breakpoint
-- hand-written below
-- A repair request and its photos belong to the room's property.
ALTER TABLE "maintenance_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "maintenance_requests_scope" ON "maintenance_requests"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));--> statement-breakpoint
ALTER TABLE "maintenance_request_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "maintenance_request_photos_scope" ON "maintenance_request_photos"
  USING ("property_id" = ANY (ARRAY(SELECT property_id FROM properties)));

CREATE TABLE "room_types" (
	"room_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_types_room_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_name" varchar(50) NOT NULL,
	"price_daily" bigint DEFAULT 0 NOT NULL,
	"price_weekly" bigint DEFAULT 0 NOT NULL,
	"price_monthly" bigint DEFAULT 0 NOT NULL,
	"price_yearly" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "room_types_prices_check" CHECK ("room_types"."price_daily" >= 0 and "room_types"."price_weekly" >= 0 and "room_types"."price_monthly" >= 0 and "room_types"."price_yearly" >= 0),
	CONSTRAINT "room_types_status_check" CHECK ("room_types"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "card_vendors" (
	"card_vendor_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_vendors_card_vendor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_vendor_name" varchar(50) NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "card_vendors_status_check" CHECK ("card_vendors"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "floor_plan_cells" (
	"cell_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floor_plan_cells_cell_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"floor" smallint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"room_number" varchar(10),
	"grid_row" smallint NOT NULL,
	"grid_column" smallint NOT NULL,
	"row_span" smallint DEFAULT 1 NOT NULL,
	"column_span" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "floor_plan_cells_kind_check" CHECK ("floor_plan_cells"."kind" in ('room', 'bathroom', 'stairs', 'kitchen', 'livingArea', 'sharedRoom', 'balcony')),
	CONSTRAINT "floor_plan_cells_room_check" CHECK (("floor_plan_cells"."kind" = 'room') = ("floor_plan_cells"."room_number" is not null)),
	CONSTRAINT "floor_plan_cells_grid_check" CHECK ("floor_plan_cells"."grid_row" >= 1 and "floor_plan_cells"."grid_column" >= 1 and "floor_plan_cells"."row_span" >= 1 and "floor_plan_cells"."column_span" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"room_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_number" varchar(10) NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_status" smallint DEFAULT 1 NOT NULL,
	"card_vendor_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "rooms_room_status_check" CHECK ("rooms"."room_status" in (1, 2)),
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"employee_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_employee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_name" varchar(100) NOT NULL,
	"gender" smallint,
	"id_number" varchar(30) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"position" varchar(50) DEFAULT '' NOT NULL,
	"join_date" date,
	"salary" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "employees_salary_check" CHECK ("employees"."salary" >= 0),
	CONSTRAINT "employees_gender_check" CHECK ("employees"."gender" in (1, 2)),
	CONSTRAINT "employees_status_check" CHECK ("employees"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tenant_photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" varchar(30) NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_tenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" varchar(100) NOT NULL,
	"gender" smallint,
	"id_number" varchar(30) DEFAULT '' NOT NULL,
	"place_of_birth" varchar(50) DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"province" varchar(50) DEFAULT '' NOT NULL,
	"country" varchar(50) DEFAULT 'INDONESIA' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"work_place" varchar(100) DEFAULT '' NOT NULL,
	"vehicle" smallint,
	"vehicle_brand" varchar(50) DEFAULT '' NOT NULL,
	"vehicle_model" varchar(50) DEFAULT '' NOT NULL,
	"license_plate" varchar(20) DEFAULT '' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"contact_relation" varchar(50) DEFAULT '' NOT NULL,
	"photo_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "tenants_gender_check" CHECK ("tenants"."gender" in (1, 2)),
	CONSTRAINT "tenants_vehicle_check" CHECK ("tenants"."vehicle" in (1, 2)),
	CONSTRAINT "tenants_status_check" CHECK ("tenants"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"booking_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_booking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date,
	"booking_type" smallint NOT NULL,
	"booking_status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "bookings_stay_check" CHECK ("bookings"."check_out_date" is null or "bookings"."check_out_date" > "bookings"."check_in_date"),
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."booking_type" in (1, 2, 3, 4)),
	CONSTRAINT "bookings_booking_status_check" CHECK ("bookings"."booking_status" in (1, 2, 3)),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"payment_type" smallint NOT NULL,
	"payment_periode_month" smallint NOT NULL,
	"payment_periode_year" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"deposit_status" smallint,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"return_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "payments_type_check" CHECK ("payments"."payment_type" in (1, 2)),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_month_check" CHECK ("payments"."payment_periode_month" between 1 and 12),
	CONSTRAINT "payments_year_check" CHECK ("payments"."payment_periode_year" between 2000 and 2200),
	CONSTRAINT "payments_deposit_check" CHECK (("payments"."payment_type" = 1) = ("payments"."deposit_status" is not null) and "payments"."deposit_status" in (0, 1, 2)),
	CONSTRAINT "payments_returned_check" CHECK ("payments"."returned_amount" >= 0 and "payments"."returned_amount" <= "payments"."amount"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"expense_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_expense_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expense_date" date NOT NULL,
	"expense_category" smallint NOT NULL,
	"employee_id" integer,
	"amount" bigint NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."expense_category" in (1, 2)),
	CONSTRAINT "expenses_employee_check" CHECK ("expenses"."employee_id" is null or "expenses"."expense_category" = 2),
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_card_vendor_id_card_vendors_card_vendor_id_fk" FOREIGN KEY ("card_vendor_id") REFERENCES "public"."card_vendors"("card_vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_photo_id_tenant_photos_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."tenant_photos"("photo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_name_key" ON "room_types" USING btree ("room_type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "card_vendors_name_key" ON "card_vendors" USING btree ("card_vendor_name");--> statement-breakpoint
CREATE INDEX "floor_plan_cells_floor_idx" ON "floor_plan_cells" USING btree ("floor");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_room_number_key" ON "rooms" USING btree ("room_number");--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("employee_name");--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "tenants" USING btree ("tenant_name");--> statement-breakpoint
CREATE INDEX "tenants_phone_idx" ON "tenants" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "bookings_room_idx" ON "bookings" USING btree ("room_id","check_in_date");--> statement-breakpoint
CREATE INDEX "bookings_tenant_idx" ON "bookings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in_date");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "payments_period_idx" ON "payments" USING btree ("payment_periode_year","payment_periode_month");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date");
CREATE TABLE "gateway_anomalies" (
	"anomaly_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_anomalies_anomaly_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"provider_reference" varchar(100) NOT NULL,
	"reason" varchar(30) NOT NULL,
	"checkout_id" integer,
	"paid_amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payload" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_checkouts" (
	"checkout_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_checkouts_checkout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"provider_reference" varchar(100) NOT NULL,
	"booking_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"checkout_url" varchar(500) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checkout_status" smallint DEFAULT 1 NOT NULL,
	"payment_id" integer,
	"fee" bigint,
	"channel" varchar(50) DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_checkouts_status_check" CHECK ("gateway_checkouts"."checkout_status" in (1, 2, 3, 4)),
	CONSTRAINT "gateway_checkouts_amount_check" CHECK ("gateway_checkouts"."amount" > 0 and "gateway_checkouts"."amount" <= 100000000000),
	CONSTRAINT "gateway_checkouts_paid_check" CHECK (("gateway_checkouts"."checkout_status" = 2) = ("gateway_checkouts"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "gateway_anomalies" ADD CONSTRAINT "gateway_anomalies_checkout_id_gateway_checkouts_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."gateway_checkouts"("checkout_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_bill_id_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_anomalies_reference_key" ON "gateway_anomalies" USING btree ("provider","provider_reference","reason");--> statement-breakpoint
CREATE INDEX "gateway_anomalies_date_idx" ON "gateway_anomalies" USING btree ("create_date");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_external_key" ON "gateway_checkouts" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_reference_key" ON "gateway_checkouts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_payment_key" ON "gateway_checkouts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_checkouts_bill_idx" ON "gateway_checkouts" USING btree ("bill_id","checkout_status");--> statement-breakpoint
CREATE INDEX "gateway_checkouts_pending_idx" ON "gateway_checkouts" USING btree ("checkout_status","checked_at") WHERE "gateway_checkouts"."checkout_status" = 1;--> statement-breakpoint
-- A checkout belongs to its stay's property, as its bill does. Anomalies are the owner's (money.readAll).
ALTER TABLE "gateway_checkouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "gateway_checkouts_scope" ON "gateway_checkouts"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "gateway_checkouts"."booking_id"));
--> statement-breakpoint
ALTER TABLE "gateway_anomalies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "gateway_anomalies_scope" ON "gateway_anomalies"
  USING ("checkout_id" IS NULL OR EXISTS (SELECT 1 FROM gateway_checkouts c WHERE c.checkout_id = "gateway_anomalies"."checkout_id"));

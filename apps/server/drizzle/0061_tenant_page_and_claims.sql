CREATE TABLE "payment_claims" (
	"payment_claim_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_claims_payment_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"tenant_link_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_date" date NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"claim_status" smallint DEFAULT 1 NOT NULL,
	"photo_type" varchar(30) NOT NULL,
	"photo" "bytea" NOT NULL,
	"photo_bytes" integer NOT NULL,
	"payment_id" integer,
	"reject_reason" varchar(300) DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(20) DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_address" varchar(45) DEFAULT '' NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) DEFAULT 'tenant' NOT NULL,
	CONSTRAINT "payment_claims_status_check" CHECK ("payment_claims"."claim_status" in (1, 2, 3)),
	CONSTRAINT "payment_claims_amount_check" CHECK ("payment_claims"."amount" > 0 and "payment_claims"."amount" <= 100000000000),
	CONSTRAINT "payment_claims_decision_check" CHECK (case "payment_claims"."claim_status"
            when 1 then "payment_claims"."payment_id" is null and "payment_claims"."decided_at" is null
            when 2 then "payment_claims"."payment_id" is not null and "payment_claims"."decided_at" is not null
            else "payment_claims"."payment_id" is null and "payment_claims"."decided_at" is not null and "payment_claims"."reject_reason" <> '' end)
);
--> statement-breakpoint
CREATE TABLE "tenant_links" (
	"tenant_link_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_links_tenant_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(20),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "house_rules" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "qris_logo_id" integer;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_bill_id_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_tenant_link_id_tenant_links_tenant_link_id_fk" FOREIGN KEY ("tenant_link_id") REFERENCES "public"."tenant_links"("tenant_link_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_links" ADD CONSTRAINT "tenant_links_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_claims_waiting_idx" ON "payment_claims" USING btree ("claim_status","payment_claim_id");--> statement-breakpoint
CREATE INDEX "payment_claims_booking_idx" ON "payment_claims" USING btree ("booking_id","payment_claim_id");--> statement-breakpoint
CREATE INDEX "tenant_links_booking_idx" ON "tenant_links" USING btree ("booking_id","tenant_link_id");--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_qris_logo_id_business_logos_logo_id_fk" FOREIGN KEY ("qris_logo_id") REFERENCES "public"."business_logos"("logo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A stay's page links and its claims belong to the stay's property, as its bills do.
ALTER TABLE "tenant_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_links_scope" ON "tenant_links"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "tenant_links"."booking_id"));--> statement-breakpoint
ALTER TABLE "payment_claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_claims_scope" ON "payment_claims"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "payment_claims"."booking_id"));

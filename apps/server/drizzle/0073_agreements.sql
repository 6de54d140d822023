CREATE TABLE "agreement_signatures" (
	"signature_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_signatures_signature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"signer" smallint NOT NULL,
	"signer_name" varchar(100) NOT NULL,
	"image_type" varchar(30) NOT NULL,
	"image" "bytea" NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"address" varchar(45) NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"signed_by" varchar(20) DEFAULT '' NOT NULL,
	"on_tenant_page" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "agreement_signatures_signer_key" UNIQUE("agreement_id","signer"),
	CONSTRAINT "agreement_signatures_signer_check" CHECK ("agreement_signatures"."signer" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "agreement_templates" (
	"settings_id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"owner_name" varchar(100) DEFAULT '' NOT NULL,
	"template_id" text NOT NULL,
	"template_en" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "agreement_templates_one_row" CHECK ("agreement_templates"."settings_id" = 1)
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"agreement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"version" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"agreement_status" smallint DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"landlord_name" varchar(100) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"total_amount" bigint NOT NULL,
	"pdf" "bytea",
	"pdf_sha256" varchar(64) DEFAULT '' NOT NULL,
	"fixed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"create_by" varchar(20) NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "agreements_booking_version_key" UNIQUE("booking_id","version"),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."agreement_status" in (1, 2, 3, 4)),
	CONSTRAINT "agreements_language_check" CHECK ("agreements"."language" in ('id', 'en')),
	CONSTRAINT "agreements_version_check" CHECK ("agreements"."version" >= 1),
	CONSTRAINT "agreements_fixed_check" CHECK (("agreements"."agreement_status" = 4) = ("agreements"."pdf" is not null and "agreements"."fixed_at" is not null and length("agreements"."pdf_sha256") = 64))
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- A stay's agreements and their signatures belong to the stay's property, as its bills do.
ALTER TABLE "agreements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agreements_scope" ON "agreements"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "agreements"."booking_id"));--> statement-breakpoint
ALTER TABLE "agreement_signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "agreement_signatures_scope" ON "agreement_signatures"
  USING (EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "agreement_signatures"."booking_id"));

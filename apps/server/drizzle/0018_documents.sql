CREATE TABLE "business_logos" (
	"logo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_logos_logo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" varchar(30) NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_profile" (
	"profile_id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_name" varchar(100) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"receipt_footer" varchar(300) DEFAULT '' NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminder_template_id" varchar(1000) NOT NULL,
	"reminder_template_en" varchar(1000) NOT NULL,
	"receipt_template_id" varchar(1000) NOT NULL,
	"receipt_template_en" varchar(1000) NOT NULL,
	"logo_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "business_profile_single_row" CHECK ("business_profile"."profile_id" = 1)
);
--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"series" varchar(4) NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_numbers_positive" CHECK ("document_numbers"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"share_link_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_share_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_kind" smallint NOT NULL,
	"document_id" integer NOT NULL,
	"language" varchar(2) DEFAULT 'id' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(20),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK ("share_links"."document_kind" in (1, 2, 3)),
	CONSTRAINT "share_links_language_check" CHECK ("share_links"."language" in ('id', 'en'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_receipt_number" varchar(20);--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_logo_id_business_logos_logo_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."business_logos"("logo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_document_idx" ON "share_links" USING btree ("document_kind","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_return_receipt_number_unique" ON "payments" USING btree ("return_receipt_number");--> statement-breakpoint
-- Payments recorded before receipts existed get their numbers in the order they were recorded,
-- per year; the counters start after them. A schema change, no one's act: the payments' audit
-- trigger is off while they are numbered. Past 999,999 a number grows a digit, as
-- formatDocumentNumber writes it (lpad alone would cut it and make duplicates).
ALTER TABLE "payments" DISABLE TRIGGER "payments_audit";--> statement-breakpoint
UPDATE "payments" p SET "receipt_number" = 'KW/' || n.year || '/' || lpad(n.seq::text, greatest(6, length(n.seq::text)), '0')
FROM (
  SELECT "payment_id", extract(year FROM "create_date")::int AS year,
         row_number() OVER (PARTITION BY extract(year FROM "create_date") ORDER BY "create_date", "payment_id") AS seq
  FROM "payments"
) n WHERE n."payment_id" = p."payment_id";--> statement-breakpoint
UPDATE "payments" p SET "return_receipt_number" = 'PD/' || n.year || '/' || lpad(n.seq::text, greatest(6, length(n.seq::text)), '0')
FROM (
  SELECT "payment_id", extract(year FROM "return_date")::int AS year,
         row_number() OVER (PARTITION BY extract(year FROM "return_date") ORDER BY "return_date", "payment_id") AS seq
  FROM "payments" WHERE "deposit_status" = 1 AND "return_date" IS NOT NULL
) n WHERE n."payment_id" = p."payment_id";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "year", "last_number")
SELECT split_part("receipt_number", '/', 1), split_part("receipt_number", '/', 2)::smallint, count(*)
FROM "payments" GROUP BY 1, 2
UNION ALL
SELECT split_part("return_receipt_number", '/', 1), split_part("return_receipt_number", '/', 2)::smallint, count(*)
FROM "payments" WHERE "return_receipt_number" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_audit";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "business_profile" ("profile_id", "business_name", "reminder_template_id", "reminder_template_en", "receipt_template_id", "receipt_template_en", "update_by")
VALUES (1, 'Kamar Guest House',
  E'Halo {nama}, tagihan sewa kamar {kamar} untuk {periode} sebesar {jumlah} jatuh tempo pada {jatuh_tempo}. Rinciannya: {link}\nTerima kasih.',
  E'Hello {nama}, the rent for room {kamar} for {periode}, {jumlah}, is due on {jatuh_tempo}. Details: {link}\nThank you.',
  'Halo {nama}, terima kasih. Pembayaran {jumlah} untuk kamar {kamar} ({periode}) sudah kami terima. Kuitansi: {link}',
  'Hello {nama}, thank you. We have received {jumlah} for room {kamar} ({periode}). Receipt: {link}',
  'system');
--> statement-breakpoint
-- Audited as every business table (0012): the logo's bytes read "changed". document_numbers is a
-- counter, like money_totals: each number taken shows in its payment's own entry.
CREATE TRIGGER business_profile_audit AFTER INSERT OR UPDATE OR DELETE ON business_profile
  FOR EACH ROW EXECUTE FUNCTION audit_row('businessProfile', 'profile_id');--> statement-breakpoint
CREATE TRIGGER business_logos_audit AFTER INSERT OR UPDATE OR DELETE ON business_logos
  FOR EACH ROW EXECUTE FUNCTION audit_row('businessLogo', 'logo_id', 'content');--> statement-breakpoint
CREATE TRIGGER share_links_audit AFTER INSERT OR UPDATE OR DELETE ON share_links
  FOR EACH ROW EXECUTE FUNCTION audit_row('shareLink', 'share_link_id');

CREATE TABLE "message_channels" (
	"channels_id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"phone_number_id" varchar(30) DEFAULT '' NOT NULL,
	"upcoming_template_id" varchar(512) DEFAULT '' NOT NULL,
	"upcoming_template_en" varchar(512) DEFAULT '' NOT NULL,
	"due_template_id" varchar(512) DEFAULT '' NOT NULL,
	"due_template_en" varchar(512) DEFAULT '' NOT NULL,
	"overdue_template_id" varchar(512) DEFAULT '' NOT NULL,
	"overdue_template_en" varchar(512) DEFAULT '' NOT NULL,
	"receipt_template_id" varchar(512) DEFAULT '' NOT NULL,
	"receipt_template_en" varchar(512) DEFAULT '' NOT NULL,
	"access_token" varchar(1000) DEFAULT '' NOT NULL,
	"app_secret" varchar(200) DEFAULT '' NOT NULL,
	"verify_token" varchar(200) DEFAULT '' NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"smtp_host" varchar(200) DEFAULT '' NOT NULL,
	"smtp_port" integer DEFAULT 587 NOT NULL,
	"smtp_security" smallint DEFAULT 1 NOT NULL,
	"smtp_user" varchar(200) DEFAULT '' NOT NULL,
	"smtp_password" varchar(200) DEFAULT '' NOT NULL,
	"from_address" varchar(100) DEFAULT '' NOT NULL,
	"link_origin" varchar(200) DEFAULT '' NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) DEFAULT '' NOT NULL,
	CONSTRAINT "message_channels_one_row" CHECK ("message_channels"."channels_id" = 1),
	CONSTRAINT "message_channels_security_check" CHECK ("message_channels"."smtp_security" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "outgoing_messages" (
	"message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_messages_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_kind" smallint NOT NULL,
	"channel" smallint NOT NULL,
	"booking_id" integer,
	"bill_id" integer,
	"payment_id" integer,
	"tenant_id" integer,
	"recipient" varchar(100) NOT NULL,
	"language" varchar(2) NOT NULL,
	"template_name" varchar(512) DEFAULT '' NOT NULL,
	"language_fallback" boolean DEFAULT false NOT NULL,
	"subject" varchar(300) DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"delivery_status" smallint DEFAULT 1 NOT NULL,
	"failure_reason" varchar(30) DEFAULT '' NOT NULL,
	"failure_detail" varchar(500) DEFAULT '' NOT NULL,
	"provider_message_id" varchar(200),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(20) NOT NULL,
	CONSTRAINT "outgoing_messages_kind_check" CHECK ("outgoing_messages"."message_kind" between 1 and 6),
	CONSTRAINT "outgoing_messages_channel_check" CHECK ("outgoing_messages"."channel" in (2, 3)),
	CONSTRAINT "outgoing_messages_status_check" CHECK ("outgoing_messages"."delivery_status" between 1 and 5),
	CONSTRAINT "outgoing_messages_about_check" CHECK (("outgoing_messages"."message_kind" between 1 and 4) = ("outgoing_messages"."bill_id" is not null) and ("outgoing_messages"."message_kind" = 5) = ("outgoing_messages"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"rule_set_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_rules_rule_set_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer,
	"before_due_on" boolean NOT NULL,
	"before_due_days" smallint NOT NULL,
	"on_due_on" boolean NOT NULL,
	"after_due_on" boolean NOT NULL,
	"after_due_days" smallint NOT NULL,
	"after_due_again_on" boolean NOT NULL,
	"after_due_again_days" smallint NOT NULL,
	"receipt_on" boolean NOT NULL,
	"receipt_since" timestamp with time zone DEFAULT now() NOT NULL,
	"quiet_hours_on" boolean NOT NULL,
	"quiet_start" smallint NOT NULL,
	"quiet_end" smallint NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(20) NOT NULL,
	CONSTRAINT "reminder_rules_days_check" CHECK ("reminder_rules"."before_due_days" between 1 and 30
      and "reminder_rules"."after_due_days" between 1 and 90 and "reminder_rules"."after_due_again_days" between 1 and 90
      and "reminder_rules"."after_due_again_days" > "reminder_rules"."after_due_days"),
	CONSTRAINT "reminder_rules_quiet_check" CHECK ("reminder_rules"."quiet_start" between 0 and 1439 and "reminder_rules"."quiet_end" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reminder_channel" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reminder_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_bill_fk" FOREIGN KEY ("bill_id","booking_id") REFERENCES "public"."bills"("bill_id","booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_rule_key" ON "outgoing_messages" USING btree ("bill_id","message_kind") WHERE "outgoing_messages"."message_kind" between 1 and 4;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_receipt_key" ON "outgoing_messages" USING btree ("payment_id") WHERE "outgoing_messages"."message_kind" = 5;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_provider_key" ON "outgoing_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_date_idx" ON "outgoing_messages" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "outgoing_messages_bill_idx" ON "outgoing_messages" USING btree ("bill_id","create_date");--> statement-breakpoint
CREATE INDEX "outgoing_messages_queued_idx" ON "outgoing_messages" USING btree ("send_after") WHERE "outgoing_messages"."delivery_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_rules_property_key" ON "reminder_rules" USING btree (coalesce("property_id", 0));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_reminder_channel_check" CHECK ("tenants"."reminder_channel" in (1, 2));--> statement-breakpoint
INSERT INTO "message_channels" ("channels_id") VALUES (1);--> statement-breakpoint
-- The business's rules (README of modules/messaging): 3 days before, on the day, 3 and 7 days after, receipts; quiet 20:00-08:00.
INSERT INTO "reminder_rules" ("property_id", "before_due_on", "before_due_days", "on_due_on", "after_due_on", "after_due_days",
  "after_due_again_on", "after_due_again_days", "receipt_on", "quiet_hours_on", "quiet_start", "quiet_end", "update_by")
VALUES (NULL, true, 3, true, true, 3, true, 7, true, true, 1200, 480, 'system');--> statement-breakpoint
-- A message about a stay belongs to the stay's property, as its bill does; a test message to no stay
-- is seen only by those who see the whole business.
ALTER TABLE "outgoing_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "outgoing_messages_scope" ON "outgoing_messages"
  USING ("booking_id" IS NULL AND current_setting('kamar.property_scope', true) = 'all'
         OR EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "outgoing_messages"."booking_id"));--> statement-breakpoint
-- The business's rules are everyone's who sees a property (as a charge type of every property); a property's its own.
ALTER TABLE "reminder_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "reminder_rules_scope" ON "reminder_rules"
  USING ("property_id" IS NULL AND EXISTS (SELECT 1 FROM properties)
         OR "property_id" = ANY (ARRAY(SELECT property_id FROM properties)));

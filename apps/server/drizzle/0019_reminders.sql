CREATE TABLE "reminders" (
	"reminder_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_reminder_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_bill_fk" FOREIGN KEY ("bill_id","booking_id") REFERENCES "public"."bills"("bill_id","booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_booking_idx" ON "reminders" USING btree ("booking_id","sent_at");--> statement-breakpoint
CREATE INDEX "reminders_bill_idx" ON "reminders" USING btree ("bill_id","sent_at");--> statement-breakpoint
CREATE TRIGGER reminders_audit AFTER INSERT OR UPDATE OR DELETE ON reminders
  FOR EACH ROW EXECUTE FUNCTION audit_row('reminder', 'reminder_id');

CREATE TABLE "money_totals" (
	"month" date NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "money_totals_month_kind_pk" PRIMARY KEY("month","kind"),
	CONSTRAINT "money_totals_kind_check" CHECK ("money_totals"."kind" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX "bookings_active_idx" ON "bookings" USING btree ("check_in_date") WHERE booking_status = 1 and status = 1;
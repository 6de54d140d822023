ALTER TABLE "payments" ADD COLUMN "payment_method" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_account" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_bill_left" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" between 1 and 5);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_check" CHECK ("payments"."payment_account" = '' or "payments"."payment_method" = 2);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_bill_left_check" CHECK ("payments"."receipt_bill_left" >= 0);
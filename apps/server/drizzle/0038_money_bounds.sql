CREATE TABLE "money_grand_totals" (
	"counted" varchar(20) PRIMARY KEY NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written (the next three statements): the grand totals of the rows already there, then the
-- guard, NOT VALID so that a database already past 2^53 - 1 still starts (its reads fail until the
-- bad rows are removed; every write to that table is refused meanwhile); the bounds below are
-- NOT VALID for the same reason: rows from before the bound (up to 1e12) stay, new ones are checked.
INSERT INTO "money_grand_totals" ("counted", "amount")
SELECT 'payments', coalesce(sum("amount"), 0) FROM "payments"
UNION ALL SELECT 'expenses', coalesce(sum("amount"), 0) FROM "expenses"
UNION ALL SELECT 'bills', coalesce(sum("amount"), 0) FROM "bills";--> statement-breakpoint
ALTER TABLE "money_grand_totals" ADD CONSTRAINT "money_grand_totals_exact_check" CHECK ("money_grand_totals"."amount" <= 9007199254740991) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rent_bound_check" CHECK ("bookings"."rent_amount" <= 100000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_amount_bound_check" CHECK ("deposit_deductions"."amount" <= 100000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salary_bound_check" CHECK ("employees"."salary" <= 100000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_amount_bound_check" CHECK ("expenses"."amount" <= 100000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_bound_check" CHECK ("payments"."amount" <= 100000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_prices_bound_check" CHECK ("room_types"."price_daily" <= 100000000000 and "room_types"."price_weekly" <= 100000000000 and "room_types"."price_monthly" <= 100000000000 and "room_types"."price_yearly" <= 100000000000) NOT VALID;
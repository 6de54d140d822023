-- Hand-written: the kept totals are rebuilt per property from the rows they sum (below), so the old rows go first.
DELETE FROM "money_totals";--> statement-breakpoint
ALTER TABLE "money_totals" DROP CONSTRAINT "money_totals_month_kind_pk";--> statement-breakpoint
ALTER TABLE "money_totals" ADD COLUMN "property_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "money_totals" ADD CONSTRAINT "money_totals_property_id_month_kind_pk" PRIMARY KEY("property_id","month","kind");--> statement-breakpoint
-- Hand-written: a payment counts under its stay's room's property, an expense under its own (0: the business
-- as a whole); kinds as money_totals_payment_kind (payments/sql/payments.sql) says, written out because the
-- routines are applied after the migrations.
INSERT INTO "money_totals" ("property_id", "month", "kind", "amount", "returned_amount", "row_count")
SELECT m.property_id, m.month, m.kind, sum(m.amount), sum(m.returned_amount), count(*) FROM (
  SELECT r.property_id, date_trunc('month', x.payment_date)::date AS month,
         (CASE WHEN x.payment_type = 2 THEN 1 WHEN x.deposit_status = 0 THEN 2 ELSE 3 END)::smallint AS kind,
         x.amount, x.returned_amount
  FROM payments x JOIN bookings b ON b.booking_id = x.booking_id JOIN rooms r ON r.room_id = b.room_id
  WHERE x.status = 1
  UNION ALL
  SELECT coalesce(e.property_id, 0), date_trunc('month', e.expense_date)::date, 4::smallint, e.amount, 0
  FROM expenses e WHERE e.status = 1) m
GROUP BY 1, 2, 3;--> statement-breakpoint
-- Hand-written: a call sees the kept rows of its properties (0047_property_isolation's rule); 0 is the owner's.
ALTER TABLE "money_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "money_totals_scope" ON "money_totals" USING (current_setting('kamar.property_scope', true) = 'all' OR "property_id" IN (SELECT up.property_id FROM users_properties up WHERE current_setting('kamar.property_scope', true) = 'user' AND up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer));

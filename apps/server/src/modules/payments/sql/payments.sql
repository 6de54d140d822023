CREATE OR REPLACE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('payment', 'payment_id');

-- money_totals (see modules/dashboard/money-totals.table.ts) is kept by statement-level triggers
-- with transition tables: one upsert per statement whatever the number of rows, inside the same
-- transaction as the change, so the totals can never disagree with the rows they sum. Deltas of
-- one statement are applied in (month, kind) order, so concurrent writers lock rows in one order.
CREATE OR REPLACE FUNCTION money_totals_payment_kind(payment_type smallint, deposit_status smallint) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN payment_type = 2 THEN 1 WHEN deposit_status = 0 THEN 2 ELSE 3 END)::smallint
$$;

-- Lists over a million payments and fifty thousand tenants (bench/, docs/PERFORMANCE.md).
-- 1. money_totals also counts its rows, so the payment list's count and total need not scan the
--    payments when only status and type filter them.
CREATE OR REPLACE FUNCTION money_totals_apply_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_totals (month, kind, amount, returned_amount, row_count)
    SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
           sum(amount), sum(returned_amount), count(*)
    FROM new_rows WHERE status = 1 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount,
          row_count = money_totals.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO money_totals (month, kind, amount, returned_amount, row_count)
    SELECT month, kind, sum(amount), sum(returned_amount), sum(row_delta)
    FROM (
      SELECT date_trunc('month', payment_date)::date AS month, money_totals_payment_kind(payment_type, deposit_status) AS kind,
             -amount AS amount, -returned_amount AS returned_amount, -1 AS row_delta
      FROM old_rows WHERE status = 1
      UNION ALL
      SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
             amount, returned_amount, 1
      FROM new_rows WHERE status = 1
    ) delta
    GROUP BY month, kind ORDER BY month, kind
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount,
          row_count = money_totals.row_count + excluded.row_count;
  ELSE
    INSERT INTO money_totals (month, kind, amount, returned_amount, row_count)
    SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
           -sum(amount), -sum(returned_amount), -count(*)
    FROM old_rows WHERE status = 1 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount,
          row_count = money_totals.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_totals_apply_expenses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_totals (month, kind, amount, row_count)
    SELECT date_trunc('month', expense_date)::date, 4, sum(amount), count(*)
    FROM new_rows WHERE status = 1 GROUP BY 1 ORDER BY 1
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount, row_count = money_totals.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO money_totals (month, kind, amount, row_count)
    SELECT month, 4, sum(amount), sum(row_delta)
    FROM (
      SELECT date_trunc('month', expense_date)::date AS month, -amount AS amount, -1 AS row_delta FROM old_rows WHERE status = 1
      UNION ALL
      SELECT date_trunc('month', expense_date)::date, amount, 1 FROM new_rows WHERE status = 1
    ) delta
    GROUP BY month ORDER BY month
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount, row_count = money_totals.row_count + excluded.row_count;
  ELSE
    INSERT INTO money_totals (month, kind, amount, row_count)
    SELECT date_trunc('month', expense_date)::date, 4, -sum(amount), -count(*)
    FROM old_rows WHERE status = 1 GROUP BY 1 ORDER BY 1
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount, row_count = money_totals.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE money_totals m SET row_count = c.n
FROM (
  SELECT date_trunc('month', payment_date)::date AS month, money_totals_payment_kind(payment_type, deposit_status) AS kind, count(*) AS n
  FROM payments WHERE status = 1 GROUP BY 1, 2
  UNION ALL
  SELECT date_trunc('month', expense_date)::date, 4, count(*) FROM expenses WHERE status = 1 GROUP BY 1
) c
WHERE m.month = c.month AND m.kind = c.kind;
--> statement-breakpoint
-- 2. Contains-searches of tenant names and phones ("%BUDI%") use trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenants_name_trgm_idx ON tenants USING gin (tenant_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenants_phone_trgm_idx ON tenants USING gin (phone gin_trgm_ops);
--> statement-breakpoint
-- 3. The payment list's order (newest first) read straight from an index.
CREATE INDEX IF NOT EXISTS payments_list_order_idx ON payments (payment_date DESC, payment_id DESC);

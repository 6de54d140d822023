-- money_totals (see modules/dashboard/money-totals.table.ts) is kept by statement-level triggers
-- with transition tables: one upsert per statement whatever the number of rows, inside the same
-- transaction as the change, so the totals can never disagree with the rows they sum. Deltas of
-- one statement are applied in (month, kind) order, so concurrent writers lock rows in one order.
CREATE FUNCTION money_totals_payment_kind(payment_type smallint, deposit_status smallint) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN payment_type = 2 THEN 1 WHEN deposit_status = 0 THEN 2 ELSE 3 END)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION money_totals_apply_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_totals (month, kind, amount, returned_amount)
    SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
           sum(amount), sum(returned_amount)
    FROM new_rows WHERE status = 1 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO money_totals (month, kind, amount, returned_amount)
    SELECT month, kind, sum(amount), sum(returned_amount)
    FROM (
      SELECT date_trunc('month', payment_date)::date AS month, money_totals_payment_kind(payment_type, deposit_status) AS kind,
             -amount AS amount, -returned_amount AS returned_amount
      FROM old_rows WHERE status = 1
      UNION ALL
      SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
             amount, returned_amount
      FROM new_rows WHERE status = 1
    ) delta
    GROUP BY month, kind ORDER BY month, kind
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount;
  ELSE
    INSERT INTO money_totals (month, kind, amount, returned_amount)
    SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
           -sum(amount), -sum(returned_amount)
    FROM old_rows WHERE status = 1 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, kind) DO UPDATE
      SET amount = money_totals.amount + excluded.amount,
          returned_amount = money_totals.returned_amount + excluded.returned_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_money_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_payments();
--> statement-breakpoint
CREATE TRIGGER payments_money_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_payments();
--> statement-breakpoint
CREATE TRIGGER payments_money_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_payments();
--> statement-breakpoint
CREATE FUNCTION money_totals_apply_expenses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_totals (month, kind, amount)
    SELECT date_trunc('month', expense_date)::date, 4, sum(amount)
    FROM new_rows WHERE status = 1 GROUP BY 1 ORDER BY 1
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO money_totals (month, kind, amount)
    SELECT month, 4, sum(amount)
    FROM (
      SELECT date_trunc('month', expense_date)::date AS month, -amount AS amount FROM old_rows WHERE status = 1
      UNION ALL
      SELECT date_trunc('month', expense_date)::date, amount FROM new_rows WHERE status = 1
    ) delta
    GROUP BY month ORDER BY month
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount;
  ELSE
    INSERT INTO money_totals (month, kind, amount)
    SELECT date_trunc('month', expense_date)::date, 4, -sum(amount)
    FROM old_rows WHERE status = 1 GROUP BY 1 ORDER BY 1
    ON CONFLICT (month, kind) DO UPDATE SET amount = money_totals.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_money_totals_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_money_totals_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_money_totals_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_apply_expenses();
--> statement-breakpoint
-- Rows already there (a database migrated after money was recorded).
INSERT INTO money_totals (month, kind, amount, returned_amount)
SELECT date_trunc('month', payment_date)::date, money_totals_payment_kind(payment_type, deposit_status),
       sum(amount), sum(returned_amount)
FROM payments WHERE status = 1 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO money_totals (month, kind, amount)
SELECT date_trunc('month', expense_date)::date, 4, sum(amount) FROM expenses WHERE status = 1 GROUP BY 1;

CREATE TABLE "bill_totals" (
	"month" date NOT NULL,
	"bill_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_totals_month_bill_status_status_pk" PRIMARY KEY("month","bill_status","status"),
	CONSTRAINT "bill_totals_status_check" CHECK ("bill_totals"."bill_status" between 1 and 4 and "bill_totals"."status" in (1, 2))
);
--> statement-breakpoint
-- Kept per (month of due date, bill status, record status); a group whose figures do not move
-- (a bill's period or audit columns changed) is not rewritten. Groups in a fixed order, so two
-- writers touching the same groups queue instead of deadlocking.
CREATE FUNCTION bill_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bill_totals (month, bill_status, status, row_count, amount, paid_amount)
    SELECT date_trunc('month', due_date)::date, bill_status, status, count(*), sum(amount), sum(paid_amount)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, bill_status, status) DO UPDATE
      SET row_count = bill_totals.row_count + excluded.row_count, amount = bill_totals.amount + excluded.amount,
          paid_amount = bill_totals.paid_amount + excluded.paid_amount;
  ELSE
    INSERT INTO bill_totals (month, bill_status, status, row_count, amount, paid_amount)
    SELECT month, bill_status, status, sum(n), sum(amount), sum(paid_amount)
    FROM (
      SELECT date_trunc('month', due_date)::date AS month, bill_status, status, -1 AS n, -amount AS amount, -paid_amount AS paid_amount
      FROM old_rows
      UNION ALL
      SELECT date_trunc('month', due_date)::date, bill_status, status, 1, amount, paid_amount
      FROM new_rows
    ) d
    GROUP BY month, bill_status, status
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(paid_amount) <> 0
    ORDER BY month, bill_status, status
    ON CONFLICT (month, bill_status, status) DO UPDATE
      SET row_count = bill_totals.row_count + excluded.row_count, amount = bill_totals.amount + excluded.amount,
          paid_amount = bill_totals.paid_amount + excluded.paid_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bill_totals_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bill_totals (month, bill_status, status, row_count, amount, paid_amount)
  SELECT date_trunc('month', due_date)::date, bill_status, status, -count(*), -sum(amount), -sum(paid_amount)
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, bill_status, status) DO UPDATE
    SET row_count = bill_totals.row_count + excluded.row_count, amount = bill_totals.amount + excluded.amount,
        paid_amount = bill_totals.paid_amount + excluded.paid_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_totals_insert AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bills_totals_update AFTER UPDATE ON bills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bills_totals_delete AFTER DELETE ON bills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply_delete();
--> statement-breakpoint
INSERT INTO bill_totals (month, bill_status, status, row_count, amount, paid_amount)
SELECT date_trunc('month', due_date)::date, bill_status, status, count(*), sum(amount), sum(paid_amount)
FROM bills GROUP BY 1, 2, 3;

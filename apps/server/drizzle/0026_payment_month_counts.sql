CREATE TABLE "payment_month_counts" (
	"payment_type" smallint NOT NULL,
	"deposit_state" smallint NOT NULL,
	"status" smallint NOT NULL,
	"month" date NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_month_counts_payment_type_deposit_state_status_month_pk" PRIMARY KEY("payment_type","deposit_state","status","month")
);
--> statement-breakpoint
-- Kept like payment_counts (kept_list_counts): one upsert per statement from its transition
-- tables, inside the writing transaction, deltas applied in key order so concurrent writers lock
-- counter rows in one order (and after payment_counts' and money_totals' rows: triggers fire in
-- name order). A payment whose date, type, deposit state or status moves leaves one row and enters
-- another; a change that moves none of them (an amount, a remark) touches no counter row.
CREATE FUNCTION payment_month_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_month_counts AS c (payment_type, deposit_state, status, month, row_count)
    SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_type, deposit_state, status, month) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_month_counts AS c (payment_type, deposit_state, status, month, row_count)
    SELECT t, s, st, m, sum(n) FROM (
      SELECT payment_type AS t, coalesce(deposit_status, -1) AS s, status AS st,
             date_trunc('month', payment_date)::date AS m, -1 AS n
      FROM old_rows
      UNION ALL
      SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, 1
      FROM new_rows
    ) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_type, deposit_state, status, month) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    INSERT INTO payment_month_counts AS c (payment_type, deposit_state, status, month, row_count)
    SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_type, deposit_state, status, month) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_month_counts_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payments_month_counts_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payments_month_counts_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_counts_apply();
--> statement-breakpoint
-- Rows already there (a database migrated after they were written).
INSERT INTO payment_month_counts (payment_type, deposit_state, status, month, row_count)
SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, count(*)
FROM payments GROUP BY 1, 2, 3, 4;

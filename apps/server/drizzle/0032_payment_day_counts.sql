CREATE TABLE "payment_day_counts" (
	"payment_date" date NOT NULL,
	"payment_type" smallint NOT NULL,
	"deposit_state" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_counts_payment_date_payment_type_deposit_state_status_pk" PRIMARY KEY("payment_date","payment_type","deposit_state","status")
);
--> statement-breakpoint
-- Kept by payment_month_counts' own triggers (one call per statement, as before): after a month's
-- row, the day's, both applied in key order, so concurrent writers lock a month's row before any
-- of its days' and the days in one order. A payment whose date, type, deposit state or status
-- moves leaves one row of each and enters another; a change that moves none of them touches none.
CREATE OR REPLACE FUNCTION payment_month_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_month_counts AS c (payment_type, deposit_state, status, month, row_count)
    SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_type, deposit_state, status, month) DO UPDATE SET row_count = c.row_count + excluded.row_count;
    INSERT INTO payment_day_counts AS c (payment_date, payment_type, deposit_state, status, row_count)
    SELECT payment_date, payment_type, coalesce(deposit_status, -1), status, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_date, payment_type, deposit_state, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
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
    INSERT INTO payment_day_counts AS c (payment_date, payment_type, deposit_state, status, row_count)
    SELECT d, t, s, st, sum(n) FROM (
      SELECT payment_date AS d, payment_type AS t, coalesce(deposit_status, -1) AS s, status AS st, -1 AS n
      FROM old_rows
      UNION ALL
      SELECT payment_date, payment_type, coalesce(deposit_status, -1), status, 1
      FROM new_rows
    ) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_date, payment_type, deposit_state, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    INSERT INTO payment_month_counts AS c (payment_type, deposit_state, status, month, row_count)
    SELECT payment_type, coalesce(deposit_status, -1), status, date_trunc('month', payment_date)::date, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_type, deposit_state, status, month) DO UPDATE SET row_count = c.row_count + excluded.row_count;
    INSERT INTO payment_day_counts AS c (payment_date, payment_type, deposit_state, status, row_count)
    SELECT payment_date, payment_type, coalesce(deposit_status, -1), status, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (payment_date, payment_type, deposit_state, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows already there (a database migrated after they were written).
INSERT INTO payment_day_counts (payment_date, payment_type, deposit_state, status, row_count)
SELECT payment_date, payment_type, coalesce(deposit_status, -1), status, count(*)
FROM payments GROUP BY 1, 2, 3, 4;

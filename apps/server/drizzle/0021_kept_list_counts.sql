CREATE TABLE "booking_counts" (
	"booking_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_counts_booking_status_status_pk" PRIMARY KEY("booking_status","status")
);
--> statement-breakpoint
CREATE TABLE "expense_day_totals" (
	"expense_date" date NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_day_totals_expense_date_status_pk" PRIMARY KEY("expense_date","status")
);
--> statement-breakpoint
CREATE TABLE "payment_counts" (
	"payment_type" smallint NOT NULL,
	"deposit_state" smallint NOT NULL,
	"status" smallint NOT NULL,
	"periode_year" smallint NOT NULL,
	"periode_month" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_counts_payment_type_deposit_state_status_periode_year_periode_month_pk" PRIMARY KEY("payment_type","deposit_state","status","periode_year","periode_month")
);
--> statement-breakpoint
CREATE TABLE "tenant_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The four tables above are kept like money_totals (0005): statement-level triggers with
-- transition tables, one upsert per statement whatever the number of rows, inside the same
-- transaction as the change. Deltas are applied in key order so concurrent writers lock counter
-- rows in one order, and a change that moves nothing (a renamed tenant) touches no counter row.
CREATE FUNCTION tenant_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_counts AS c (status, row_count)
    SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO tenant_counts AS c (status, row_count)
    SELECT status, sum(n) FROM (
      SELECT status, -1 AS n FROM old_rows UNION ALL SELECT status, 1 FROM new_rows
    ) d GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    INSERT INTO tenant_counts AS c (status, row_count)
    SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_counts_insert AFTER INSERT ON tenants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tenants_counts_update AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tenants_counts_delete AFTER DELETE ON tenants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_counts_apply();
--> statement-breakpoint
CREATE FUNCTION booking_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_counts AS c (booking_status, status, row_count)
    SELECT booking_status, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_counts AS c (booking_status, status, row_count)
    SELECT booking_status, status, sum(n) FROM (
      SELECT booking_status, status, -1 AS n FROM old_rows UNION ALL SELECT booking_status, status, 1 FROM new_rows
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    INSERT INTO booking_counts AS c (booking_status, status, row_count)
    SELECT booking_status, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_counts_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_counts_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_counts_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();
--> statement-breakpoint
CREATE FUNCTION payment_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_counts AS c (payment_type, deposit_state, status, periode_year, periode_month,
                                     row_count, amount, returned_amount)
    SELECT payment_type, coalesce(deposit_status, -1), status, payment_periode_year, payment_periode_month,
           count(*), sum(amount), sum(returned_amount)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (payment_type, deposit_state, status, periode_year, periode_month) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_counts AS c (payment_type, deposit_state, status, periode_year, periode_month,
                                     row_count, amount, returned_amount)
    SELECT t, s, st, y, m, sum(n), sum(a), sum(r) FROM (
      SELECT payment_type AS t, coalesce(deposit_status, -1) AS s, status AS st, payment_periode_year AS y,
             payment_periode_month AS m, -1 AS n, -amount AS a, -returned_amount AS r
      FROM old_rows
      UNION ALL
      SELECT payment_type, coalesce(deposit_status, -1), status, payment_periode_year, payment_periode_month,
             1, amount, returned_amount
      FROM new_rows
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(a) <> 0 OR sum(r) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (payment_type, deposit_state, status, periode_year, periode_month) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  ELSE
    INSERT INTO payment_counts AS c (payment_type, deposit_state, status, periode_year, periode_month,
                                     row_count, amount, returned_amount)
    SELECT payment_type, coalesce(deposit_status, -1), status, payment_periode_year, payment_periode_month,
           -count(*), -sum(amount), -sum(returned_amount)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (payment_type, deposit_state, status, periode_year, periode_month) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_counts_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payments_counts_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payments_counts_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
CREATE FUNCTION expense_day_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO expense_day_totals AS c (expense_date, status, row_count, amount)
    SELECT expense_date, status, count(*), sum(amount) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (expense_date, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO expense_day_totals AS c (expense_date, status, row_count, amount)
    SELECT expense_date, status, sum(n), sum(a) FROM (
      SELECT expense_date, status, -1 AS n, -amount AS a FROM old_rows
      UNION ALL SELECT expense_date, status, 1, amount FROM new_rows
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 1, 2
    ON CONFLICT (expense_date, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount;
  ELSE
    INSERT INTO expense_day_totals AS c (expense_date, status, row_count, amount)
    SELECT expense_date, status, -count(*), -sum(amount) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (expense_date, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_day_totals_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_day_totals_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_day_totals_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_apply();
--> statement-breakpoint
-- Rows already there (a database migrated after they were written).
INSERT INTO tenant_counts (status, row_count) SELECT status, count(*) FROM tenants GROUP BY 1;
--> statement-breakpoint
INSERT INTO booking_counts (booking_status, status, row_count)
SELECT booking_status, status, count(*) FROM bookings GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO payment_counts (payment_type, deposit_state, status, periode_year, periode_month, row_count, amount, returned_amount)
SELECT payment_type, coalesce(deposit_status, -1), status, payment_periode_year, payment_periode_month,
       count(*), sum(amount), sum(returned_amount)
FROM payments GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO expense_day_totals (expense_date, status, row_count, amount)
SELECT expense_date, status, count(*), sum(amount) FROM expenses GROUP BY 1, 2;
--> statement-breakpoint
-- The deposit list's order over deposits alone, and the expense list's full order (date, then id),
-- read from either end (docs/PERFORMANCE.md).
CREATE INDEX IF NOT EXISTS payments_deposit_order_idx ON payments (payment_date DESC, payment_id DESC) WHERE payment_type = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS expenses_list_order_idx ON expenses (expense_date DESC, expense_id DESC);
--> statement-breakpoint
-- A name search's payments found through their bookings without reading the payment rows.
CREATE INDEX IF NOT EXISTS payments_booking_cover_idx ON payments (booking_id)
  INCLUDE (status, payment_type, payment_date, amount, payment_periode_year, payment_periode_month);
--> statement-breakpoint
-- The room map: every room's active stays (about one per room) in room and date order, without
-- reading the bookings themselves.
CREATE INDEX IF NOT EXISTS bookings_active_room_idx ON bookings (room_id, check_in_date)
  INCLUDE (booking_id, check_out_date, tenant_id) WHERE booking_status = 1 AND status = 1;

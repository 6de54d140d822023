CREATE TABLE "booking_day_counts" (
	"check_in_date" date NOT NULL,
	"booking_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_counts_check_in_date_booking_status_status_pk" PRIMARY KEY("check_in_date","booking_status","status")
);
--> statement-breakpoint
-- Kept like booking_counts (kept_list_counts) and payment_month_counts: one upsert per statement
-- from its transition tables, inside the writing transaction, deltas applied in key order so
-- concurrent writers lock counter rows in one order (after booking_counts' rows: triggers fire in
-- name order). A booking whose check-in day, booking status or status moves leaves one row and
-- enters another; a change that moves none of them touches no counter row.
CREATE FUNCTION booking_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_counts AS c (check_in_date, booking_status, status, row_count)
    SELECT check_in_date, booking_status, status, count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (check_in_date, booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_day_counts AS c (check_in_date, booking_status, status, row_count)
    SELECT d, bs, st, sum(n) FROM (
      SELECT check_in_date AS d, booking_status AS bs, status AS st, -1 AS n FROM old_rows
      UNION ALL
      SELECT check_in_date, booking_status, status, 1 FROM new_rows
    ) x GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (check_in_date, booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    INSERT INTO booking_day_counts AS c (check_in_date, booking_status, status, row_count)
    SELECT check_in_date, booking_status, status, -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (check_in_date, booking_status, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
-- Rows already there (a database migrated after they were written).
INSERT INTO booking_day_counts (check_in_date, booking_status, status, row_count)
SELECT check_in_date, booking_status, status, count(*) FROM bookings GROUP BY 1, 2, 3;

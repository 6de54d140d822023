-- Bills get document numbers of their own, TG/<year>/<number>, from the same per-year counters
-- as receipts (document_numbers, series 'TG'): consecutive within a year, never reused.
-- KW/2026/000123; past 999,999 the number simply grows a digit (lpad alone would cut it).
CREATE FUNCTION document_number_text(series text, year integer, n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT series || '/' || year || '/' || lpad(n::text, greatest(6, length(n::text)), '0')
$$;
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "document_number" varchar(20);--> statement-breakpoint
-- Bills made before numbers existed: per year they were made (the session's TimeZone is
-- BUSINESS_TIMEZONE), in the order they were made, then by id. One set-based UPDATE; a schema
-- change is no one's act, so the audit trigger is off, and the kept totals do not move.
ALTER TABLE "bills" DISABLE TRIGGER "bills_audit";--> statement-breakpoint
ALTER TABLE "bills" DISABLE TRIGGER "bills_totals_update";--> statement-breakpoint
UPDATE "bills" x SET "document_number" = document_number_text('TG', n.year, n.seq)
FROM (
  SELECT "bill_id", extract(year FROM "create_date")::int AS year,
         row_number() OVER (PARTITION BY extract(year FROM "create_date") ORDER BY "create_date", "bill_id") AS seq
  FROM "bills"
) n WHERE n."bill_id" = x."bill_id";--> statement-breakpoint
ALTER TABLE "bills" ENABLE TRIGGER "bills_totals_update";--> statement-breakpoint
ALTER TABLE "bills" ENABLE TRIGGER "bills_audit";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "year", "last_number")
SELECT 'TG', extract(year FROM "create_date")::smallint, count(*) FROM "bills" GROUP BY 2
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = greatest(document_numbers.last_number, excluded.last_number);--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "document_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_document_number_key" UNIQUE("document_number");--> statement-breakpoint
-- A bill's number is what the tenant was handed: it never changes, not even when the bill is voided.
CREATE FUNCTION bills_document_number_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a bill''s document number never changes (bill %)', OLD.bill_id
    USING ERRCODE = 'check_violation', CONSTRAINT = 'bills_document_number_fixed';
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_document_number_fixed BEFORE UPDATE OF document_number ON bills
  FOR EACH ROW WHEN (OLD.document_number IS DISTINCT FROM NEW.document_number)
  EXECUTE FUNCTION bills_document_number_fixed();
--> statement-breakpoint
-- New bills are numbered as they are made, in the statement that makes them: the set to make is
-- counted, one upsert on the year's TG counter takes a block of that many numbers (the row stays
-- locked until the transaction ends, so concurrent makers queue and never share a number), and
-- the set is numbered in period, then stay order. The year is the business year of `today`, the
-- day the bill is issued. Only a set that is not empty touches the counter. Every writer of `ids`
-- holds its stays' locks, so the set counted is exactly the set inserted: no number is skipped.
CREATE FUNCTION bills_insert_numbered(ids integer[], today date, days_ahead integer, amounts boolean,
                                      prorate boolean, actor text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE made integer;
BEGIN
  WITH todo AS MATERIALIZED (
    SELECT e.*, row_number() OVER (ORDER BY e.period_start, e.booking_id) AS seq
    FROM bills_expected(ids, today + days_ahead) e
    -- Only the stays' own bills are looked at: left to match on (booking, period) alone, the
    -- planner merge-joins the whole (booking, period) index, every bill of every stay.
    WHERE NOT EXISTS (SELECT 1 FROM bills x WHERE (ids IS NULL OR x.booking_id = ANY(ids))
                        AND x.booking_id = e.booking_id AND x.period_start = e.period_start)
  ), block AS (
    INSERT INTO document_numbers (series, year, last_number)
    SELECT 'TG', extract(year FROM today)::smallint, count(*) FROM todo HAVING count(*) > 0
    ON CONFLICT (series, year) DO UPDATE SET last_number = document_numbers.last_number + excluded.last_number
    RETURNING last_number, (SELECT count(*) FROM todo) AS taken
  )
  INSERT INTO bills (booking_id, period_no, period_start, period_end, due_date, period_rent, amount, document_number, update_by)
  SELECT t.booking_id, t.period_no, t.period_start, t.period_end, t.period_start, t.period_rent,
         CASE WHEN amounts THEN bill_rent(t.period_rent, t.period_start, t.period_end, t.full_end, prorate) ELSE 0 END,
         document_number_text('TG', extract(year FROM today)::int, b.last_number - b.taken + t.seq), actor
  FROM todo t CROSS JOIN block b
  ORDER BY t.seq;
  GET DIAGNOSTICS made = ROW_COUNT;
  RETURN made;
END $$;
--> statement-breakpoint
-- As 0014's, with the bills numbered, and what each existing bill should now be (bills_plan)
-- worked out once instead of once per statement: only the bills that change are kept, in a
-- temporary table the three statements that change them join. Each read of bills names the
-- stays, so it reads their bills by index rather than all bills (the daily run's 858 stays:
-- 2,403 of 860,800 bills on the benchmark data).
CREATE OR REPLACE FUNCTION bills_sync(ids integer[], today date, days_ahead integer, prorate boolean, actor text)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE made integer;
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM 1 FROM bookings WHERE booking_id = ANY(ids) ORDER BY booking_id FOR UPDATE;
  END IF;
  IF to_regclass('pg_temp.bills_sync_changes') IS NOT NULL THEN
    DROP TABLE pg_temp.bills_sync_changes;
  END IF;
  CREATE TEMP TABLE bills_sync_changes ON COMMIT DROP AS
  SELECT n.*, x.void_cause AS was_void
  FROM bills_plan(ids, today, days_ahead, prorate) n
  JOIN bills x ON x.bill_id = n.bill_id AND (ids IS NULL OR x.booking_id = ANY(ids))
  WHERE (x.void_cause, x.period_no, x.period_end, x.period_rent, x.status)
          IS DISTINCT FROM (n.void_cause, n.period_no, n.period_end, n.period_rent, n.status)
     OR n.rent <> n.old_rent;
  -- A bill that becomes void or cheaper gives back its rent payments first (they are allocated
  -- again below), so no check ever sees more paid than owed.
  DELETE FROM bill_allocations a USING payments p, bills_sync_changes n
  WHERE p.payment_id = a.payment_id AND p.payment_type = 2 AND n.bill_id = a.bill_id
    AND ((n.void_cause IS NOT NULL AND n.was_void IS NULL) OR n.rent < n.old_rent);
  UPDATE bills x
  SET void_cause = n.void_cause, period_no = n.period_no, period_end = n.period_end, period_rent = n.period_rent,
      status = n.status, update_by = actor, update_date = now()
  FROM bills_sync_changes n
  WHERE x.bill_id = n.bill_id
    AND (x.void_cause, x.period_no, x.period_end, x.period_rent, x.status)
        IS DISTINCT FROM (n.void_cause, n.period_no, n.period_end, n.period_rent, n.status);
  UPDATE bill_lines l SET amount = n.rent, update_by = actor, update_date = now()
  FROM bills_sync_changes n
  WHERE l.bill_id = n.bill_id AND l.kind = 1 AND l.amount <> n.rent;
  made := bills_insert_numbered(ids, today, days_ahead, false, prorate, actor);
  -- Made for every stay at once (the migration), the new rows need statistics before the rent
  -- lines' trigger updates them, or the planner takes the bills for an empty table.
  IF ids IS NULL THEN
    ANALYZE bills;
  END IF;
  -- The rent line of each new bill; its whole period ends where the next period starts.
  INSERT INTO bill_lines (bill_id, kind, amount, update_by)
  SELECT x.bill_id, 1,
         bill_rent(x.period_rent, x.period_start, x.period_end,
                   bill_period_start(b.check_in_date, b.booking_type, x.period_no + 1), prorate), actor
  FROM bills x JOIN bookings b ON b.booking_id = x.booking_id
  WHERE (ids IS NULL OR x.booking_id = ANY(ids))
    AND NOT EXISTS (SELECT 1 FROM bill_lines l WHERE l.bill_id = x.bill_id AND l.kind = 1);
  RETURN made;
END $$;
--> statement-breakpoint
-- As 0014's, with the bills numbered (all issued today, so all in today's year).
CREATE OR REPLACE FUNCTION bills_build(today date, days_ahead integer, prorate boolean, actor text)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE made integer;
BEGIN
  IF EXISTS (SELECT 1 FROM bills) THEN
    made := bills_sync(NULL, today, days_ahead, prorate, actor);
    PERFORM bills_reallocate(NULL, actor);
    RETURN made;
  END IF;
  made := bills_insert_numbered(NULL, today, days_ahead, true, prorate, actor);
  ANALYZE bills;
  ALTER TABLE bill_lines DISABLE TRIGGER bill_lines_amount_insert;
  INSERT INTO bill_lines (bill_id, kind, amount, update_by) SELECT bill_id, 1, amount, actor FROM bills;
  ALTER TABLE bill_lines ENABLE TRIGGER bill_lines_amount_insert;
  ALTER TABLE bill_allocations DISABLE TRIGGER bill_allocations_sums_insert;
  WITH a AS (
    INSERT INTO bill_allocations (booking_id, payment_id, bill_id, amount, update_by)
    SELECT d.booking_id, d.payment_id, d.bill_id, d.amount, actor FROM bills_desired_allocations(NULL) d
    RETURNING bill_id, payment_id, amount
  ), paid AS (
    UPDATE bills x SET paid_amount = x.paid_amount + s.amount
    FROM (SELECT bill_id, sum(amount) AS amount FROM a GROUP BY bill_id) s
    WHERE x.bill_id = s.bill_id
  )
  UPDATE payments p SET allocated_amount = p.allocated_amount + s.amount
  FROM (SELECT payment_id, sum(amount) AS amount FROM a GROUP BY payment_id) s
  WHERE p.payment_id = s.payment_id;
  ALTER TABLE bill_allocations ENABLE TRIGGER bill_allocations_sums_insert;
  ANALYZE bills;
  ANALYZE bill_lines;
  RETURN made;
END $$;

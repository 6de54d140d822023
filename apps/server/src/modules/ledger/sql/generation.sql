-- Generation (../README.md, Periods and generation): set-based over a list of stays (NULL: every
-- stay), called by the ledger inside its callers' transactions.
--
-- The periods every stay of `ids` that is active or complete should be billed for, up to `until`,
-- each at the rent agreed for it: the latest rent change begun by the period's start
-- (Booking/ChangeRent), else the booking's rent. `changed`: a rent change set it.
CREATE OR REPLACE FUNCTION bills_expected(ids integer[], until date)
  RETURNS TABLE (booking_id integer, period_no integer, period_start date, period_end date, full_end date,
                 period_rent bigint, changed boolean)
  LANGUAGE sql STABLE AS $$
  SELECT b.booking_id, p.period_no, p.period_start, p.period_end, p.full_end,
         coalesce(rc.rent_amount, b.rent_amount), rc.rent_amount IS NOT NULL
  FROM bookings b
  CROSS JOIN LATERAL bill_periods(b.check_in_date, b.check_out_date, b.booking_type, until) p
  LEFT JOIN LATERAL (SELECT c.rent_amount FROM booking_rent_changes c
                     WHERE c.booking_id = b.booking_id AND c.from_date <= p.period_start
                     ORDER BY c.from_date DESC LIMIT 1) rc ON true
  WHERE (ids IS NULL OR b.booking_id = ANY(ids)) AND b.booking_status IN (1, 2) AND b.status = 1
$$;

-- What each existing bill of `ids` should now be: still billed (its period, rent and record status
-- follow the stay; a bill not yet begun takes the stay's current rent, and one not yet paid takes
-- a rent change made for its period, while a paid one keeps what it was paid at), or void because the stay
-- was cancelled or deleted before its period began, or because the period fell outside the stay.
-- A bill an administrator waived stays waived.
CREATE OR REPLACE FUNCTION bills_plan(ids integer[], today date, days_ahead integer, prorate boolean)
  RETURNS TABLE (bill_id integer, void_cause smallint, period_no integer, period_end date, period_rent bigint,
                 rent bigint, old_rent bigint, status smallint)
  LANGUAGE sql STABLE AS $$
  SELECT x.bill_id,
         (CASE WHEN x.void_cause = 1 THEN 1
               WHEN e.booking_id IS NOT NULL THEN NULL
               WHEN x.void_cause IS NOT NULL THEN x.void_cause
               WHEN bk.status = 2 THEN CASE WHEN x.period_start > today THEN 3 END
               WHEN bk.booking_status = 3 THEN CASE WHEN x.period_start > today THEN 2 END
               ELSE 4 END)::smallint,
         coalesce(e.period_no, x.period_no), coalesce(e.period_end, x.period_end), r.period_rent,
         CASE WHEN e.booking_id IS NULL THEN l.amount
              ELSE bill_rent(r.period_rent, x.period_start, e.period_end, e.full_end, prorate) END,
         l.amount, bk.status
  FROM bills x
  JOIN bookings bk ON bk.booking_id = x.booking_id
  JOIN bill_lines l ON l.bill_id = x.bill_id AND l.kind = 1
  -- Bills made further ahead than today's horizon (the setting was lowered) are still expected.
  LEFT JOIN bills_expected(ids, greatest(today + days_ahead,
              (SELECT max(y.period_start) FROM bills y WHERE ids IS NULL OR y.booking_id = ANY(ids)))) e ON e.booking_id = x.booking_id AND e.period_start = x.period_start
  CROSS JOIN LATERAL (SELECT CASE WHEN e.booking_id IS NOT NULL AND e.changed AND x.bill_status IN (1, 2) THEN e.period_rent
                                  WHEN e.booking_id IS NOT NULL AND e.changed AND x.bill_status = 3 THEN x.period_rent
                                  WHEN e.booking_id IS NOT NULL AND x.period_start > today THEN e.period_rent
                                  ELSE x.period_rent END AS period_rent) r
  WHERE (ids IS NULL OR x.booking_id = ANY(ids))
$$;

-- New bills are numbered as they are made, in the statement that makes them: the set to make is
-- counted, one upsert on the year's TG counter takes a block of that many numbers (the row stays
-- locked until the transaction ends, so concurrent makers queue and never share a number), and
-- the set is numbered in period, then stay order. The year is the business year of `today`, the
-- day the bill is issued. Only a set that is not empty touches the counter. Every writer of `ids`
-- holds its stays' locks, so the set counted is exactly the set inserted: no number is skipped.
CREATE OR REPLACE FUNCTION bills_insert_numbered(ids integer[], today date, days_ahead integer, amounts boolean,
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

-- Makes the stays' bills agree with the stays (../README.md, Periods and generation): the missing
-- ones are made, and an existing one follows its stay (voided when its period fell outside the
-- stay or the stay was cancelled or deleted before it began, its rent and period redone). What
-- each existing bill should now be (bills_plan) is worked out once: only the bills that change
-- are kept, in a temporary table the statements that change them join. Each read of bills names
-- the stays, so it reads their bills by index rather than all bills (the daily run's 858 stays:
-- 2,403 of 860,800 bills on the benchmark data). ids NULL: every stay.
CREATE OR REPLACE FUNCTION bills_sync(ids integer[], today date, days_ahead integer, prorate boolean, actor text)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  made integer;
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
  PERFORM bills_release_rent(ARRAY(SELECT n.bill_id FROM bills_sync_changes n
                                    WHERE (n.void_cause IS NOT NULL AND n.was_void IS NULL) OR n.rent < n.old_rent),
                             actor);
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

-- Every stay's bills at once, on a database that has none yet: a database migrated from before
-- bills (migration 0014 ran the version of its day) and the benchmark's generated data. Each bill
-- is inserted with its amount (numbered, all issued today), its rent line written with the
-- lines' sum trigger off (the bills already hold their sums; the table's lock keeps other writers
-- out meanwhile), then every stay's allocations by the rule, through the one writer. The stays'
-- list is a variable, so the rule is planned for it (all of them), not for a list of a few.
CREATE OR REPLACE FUNCTION bills_build(today date, days_ahead integer, prorate boolean, actor text)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  made integer;
  stays integer[];
  c record;
BEGIN
  IF EXISTS (SELECT 1 FROM bills) THEN
    RAISE EXCEPTION 'bills_build makes the bills of a database that has none; bills_sync keeps them'
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  made := bills_insert_numbered(NULL, today, days_ahead, true, prorate, actor);
  ANALYZE bills;
  ALTER TABLE bill_lines DISABLE TRIGGER bill_lines_amount_insert;
  INSERT INTO bill_lines (bill_id, kind, amount, update_by) SELECT bill_id, 1, amount, actor FROM bills;
  ALTER TABLE bill_lines ENABLE TRIGGER bill_lines_amount_insert;
  stays := ARRAY(SELECT booking_id FROM bookings ORDER BY booking_id);
  SELECT array_agg(r.booking_id) AS booking_ids, array_agg(r.payment_id) AS payment_ids,
         array_agg(r.bill_id) AS bill_ids, array_agg(r.amount) AS amounts
    INTO c FROM bills_allocation_rule(stays) r;
  IF c.booking_ids IS NOT NULL THEN
    PERFORM bills_write_allocations(c.booking_ids, c.payment_ids, c.bill_ids, c.amounts, actor);
  END IF;
  ANALYZE bills;
  ANALYZE bill_lines;
  RETURN made;
END $$;

-- A bill's number is what the tenant was handed: it never changes, not even when the bill is voided.
CREATE OR REPLACE FUNCTION bills_document_number_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a bill''s document number never changes (bill %)', OLD.bill_id
    USING ERRCODE = 'check_violation', CONSTRAINT = 'bills_document_number_fixed';
END $$;

CREATE OR REPLACE TRIGGER bills_document_number_fixed BEFORE UPDATE OF document_number ON bills
  FOR EACH ROW WHEN (OLD.document_number IS DISTINCT FROM NEW.document_number)
  EXECUTE FUNCTION bills_document_number_fixed();

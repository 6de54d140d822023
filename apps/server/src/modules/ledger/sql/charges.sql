-- Charges (../README.md, Charges): the lines a stay's meter readings and charges put on its bills.
--
-- A bill's charge lines follow the charges while the bill is open (unpaid or partly paid) or was
-- voided by what happened to the stay; a paid or waived bill keeps the lines it has (paid bills
-- never change). Where each goes:
--   - a meter reading's usage (round or check-out) and a one-off charge go on the stay's earliest
--     open bill due on or after the reading's (the charge's) date; when there is none yet, they
--     wait and join the next bill when it is made; a stay that has checked out, with no bill left
--     to come, takes them on its last bill (paid or not: the tenant owes the difference, which a
--     deposit return may deduct). A line already on an open bill that still fits stays there.
--   - a per-period charge puts a line on every open bill of the stay whose period starts from its
--     start date to its end date (none: while the stay runs).
-- What should be is worked out once per call; only the lines that differ are written: a bill
-- that loses or lowers a line gives back its rent payments first (they are allocated again by
-- the caller), then lines are removed, changed and added.
CREATE OR REPLACE FUNCTION bills_charge_plan(ids integer[])
  RETURNS TABLE (bill_line_id integer, old_bill_id integer, old_amount bigint,
                 bill_id integer, kind smallint, meter_reading_id integer, stay_charge_id integer,
                 description varchar, quantity integer, unit_name varchar, unit_price bigint, amount bigint,
                 previous_reading integer, reading integer, usage integer)
  LANGUAGE sql STABLE AS $$
  WITH stay_bills AS MATERIALIZED (
    SELECT x.bill_id, x.booking_id, x.period_start, x.due_date,
           x.bill_status IN (1, 2) AS open,
           x.bill_status IN (1, 2) OR coalesce(x.void_cause IN (2, 3, 4), false) AS movable
    FROM bills x WHERE x.booking_id = ANY(ids)
  ),
  have AS MATERIALIZED (
    SELECT l.*, s.movable, s.open, s.due_date
    FROM bill_lines l JOIN stay_bills s ON s.bill_id = l.bill_id
    WHERE l.kind >= 3
  ),
  items AS (
    SELECT r.booking_id, r.reading_date AS item_date, 3::smallint AS kind, r.meter_reading_id, NULL::integer AS stay_charge_id,
           t.charge_type_name AS description, r.usage AS quantity, t.unit_name, r.unit_price, r.amount,
           coalesce(r.start_reading, r.previous_reading) AS previous_reading, r.reading, r.usage
    FROM meter_readings r JOIN charge_types t ON t.charge_type_id = r.charge_type_id
    WHERE r.booking_id = ANY(ids) AND r.reading_kind IN (1, 3) AND r.usage IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM have h WHERE h.meter_reading_id = r.meter_reading_id AND NOT h.movable)
    UNION ALL
    SELECT c.booking_id, c.start_date, 5::smallint, NULL, c.stay_charge_id,
           c.description, c.quantity, c.unit_name, c.unit_price, c.quantity * c.unit_price, NULL, NULL, NULL
    FROM stay_charges c
    WHERE c.booking_id = ANY(ids) AND c.charge_kind = 3 AND c.status = 1
      AND NOT EXISTS (SELECT 1 FROM have h WHERE h.kind = 5 AND h.stay_charge_id = c.stay_charge_id AND NOT h.movable)
  ),
  placed AS (
    SELECT i.*, coalesce(
      (SELECT h.bill_id FROM have h
       WHERE h.kind = i.kind AND h.open AND h.due_date >= i.item_date
         AND (h.meter_reading_id = i.meter_reading_id OR h.stay_charge_id = i.stay_charge_id)),
      (SELECT s.bill_id FROM stay_bills s
       WHERE s.booking_id = i.booking_id AND s.open AND s.due_date >= i.item_date
       ORDER BY s.due_date LIMIT 1),
      (SELECT x.bill_id FROM bills x JOIN bookings b ON b.booking_id = x.booking_id
       WHERE x.booking_id = i.booking_id AND b.booking_status = 2 AND x.void_cause IS NULL
       ORDER BY x.period_start DESC LIMIT 1)) AS bill_id
    FROM items i
  ),
  wanted AS (
    SELECT p.bill_id, p.kind, p.meter_reading_id, p.stay_charge_id, p.description, p.quantity, p.unit_name,
           p.unit_price, p.amount, p.previous_reading, p.reading, p.usage
    FROM placed p WHERE p.bill_id IS NOT NULL
    UNION ALL
    SELECT s.bill_id, 4::smallint, NULL, c.stay_charge_id, c.description, c.quantity, c.unit_name,
           c.unit_price, c.quantity * c.unit_price, NULL, NULL, NULL
    FROM stay_bills s JOIN stay_charges c ON c.booking_id = s.booking_id
    WHERE s.open AND c.charge_kind = 2 AND c.status = 1
      AND s.period_start >= c.start_date AND (c.end_date IS NULL OR s.period_start <= c.end_date)
  ),
  -- A one-time item is one line wherever it is; a per-period charge one line per bill.
  w AS (SELECT wanted.*, coalesce(wanted.meter_reading_id, wanted.stay_charge_id) AS source,
               CASE WHEN wanted.kind = 4 THEN wanted.bill_id ELSE 0 END AS per_bill FROM wanted),
  h AS (SELECT have.*, coalesce(have.meter_reading_id, have.stay_charge_id) AS source,
               CASE WHEN have.kind = 4 THEN have.bill_id ELSE 0 END AS per_bill FROM have WHERE have.movable)
  SELECT h.bill_line_id, h.bill_id, h.amount,
         w.bill_id, coalesce(w.kind, h.kind), w.meter_reading_id, w.stay_charge_id, w.description, w.quantity,
         w.unit_name, w.unit_price, w.amount, w.previous_reading, w.reading, w.usage
  FROM h FULL JOIN w ON w.kind = h.kind AND w.source = h.source AND w.per_bill = h.per_bill
  WHERE h.bill_line_id IS NULL OR w.bill_id IS NULL
     OR (h.bill_id, h.description, h.quantity, h.unit_name, h.unit_price, h.amount, h.previous_reading, h.reading, h.usage)
        IS DISTINCT FROM (w.bill_id, w.description, w.quantity, w.unit_name, w.unit_price, w.amount, w.previous_reading, w.reading, w.usage)
$$;

CREATE OR REPLACE FUNCTION bills_charge_lines(ids integer[], actor text) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF to_regclass('pg_temp.bills_charge_changes') IS NOT NULL THEN
    DROP TABLE pg_temp.bills_charge_changes;
  END IF;
  CREATE TEMP TABLE bills_charge_changes ON COMMIT DROP AS SELECT * FROM bills_charge_plan(ids);
  SELECT count(*) INTO changed FROM bills_charge_changes;
  IF changed = 0 THEN
    RETURN 0;
  END IF;
  -- A bill that loses a line or whose line gets cheaper lets go of its rent payments first.
  PERFORM bills_release_rent(ARRAY(SELECT n.old_bill_id FROM bills_charge_changes n
                                    WHERE n.old_bill_id IS NOT NULL
                                      AND (n.bill_id IS DISTINCT FROM n.old_bill_id OR n.amount < n.old_amount)),
                             actor);
  DELETE FROM bill_lines l USING bills_charge_changes n
  WHERE l.bill_line_id = n.bill_line_id AND n.bill_id IS DISTINCT FROM n.old_bill_id;
  UPDATE bill_lines l
  SET description = n.description, quantity = n.quantity, unit_name = n.unit_name, unit_price = n.unit_price,
      amount = n.amount, previous_reading = n.previous_reading, reading = n.reading, usage = n.usage,
      update_by = actor, update_date = now()
  FROM bills_charge_changes n
  WHERE l.bill_line_id = n.bill_line_id AND n.bill_id = n.old_bill_id;
  INSERT INTO bill_lines (bill_id, kind, amount, description, quantity, unit_name, unit_price,
                          previous_reading, reading, usage, meter_reading_id, stay_charge_id, update_by)
  SELECT n.bill_id, n.kind, n.amount, n.description, n.quantity, n.unit_name, n.unit_price,
         n.previous_reading, n.reading, n.usage, n.meter_reading_id, n.stay_charge_id, actor
  FROM bills_charge_changes n
  WHERE n.bill_id IS NOT NULL AND n.bill_id IS DISTINCT FROM n.old_bill_id
  ORDER BY n.bill_id, n.kind, n.stay_charge_id, n.meter_reading_id;
  RETURN changed;
END $$;

-- A reading is removed (while its bill is open): its line comes off first, the bill's rent
-- payments let go beforehand (the caller allocates the stay again).
CREATE OR REPLACE FUNCTION bills_drop_reading_line(reading_id integer, actor text) RETURNS void
  LANGUAGE sql AS $$
  SELECT bills_release_rent(ARRAY(SELECT l.bill_id FROM bill_lines l WHERE l.meter_reading_id = reading_id), actor);
  DELETE FROM bill_lines WHERE meter_reading_id = reading_id;
$$;

-- What each payment paid of each line of the bills `touched` (README.md, "Income by kind"). A
-- bill's payments pay its lines in one order: its rent, then its charges in the order they were
-- put on it, its late fee last; its payments in turn by payment date (rent payments first, then a
-- deposit that paid it on its return). So a late fee added later, or a charge, never moves what an
-- earlier payment paid; a backdated payment or a removed line recounts the bill. Each allocation
-- covers its stretch of the bill's paid amount; a part is its overlap with a line's stretch.
CREATE OR REPLACE FUNCTION bill_income_wanted(touched integer[])
RETURNS TABLE (payment_id integer, bill_line_id integer, bill_id integer, property_id integer, month date,
               line_kind smallint, charge_type_id integer, payment_type smallint, amount bigint)
LANGUAGE sql STABLE AS $$
  WITH alloc AS (
    SELECT a.bill_id, a.payment_id, a.amount, p.payment_type,
           date_trunc('month', CASE WHEN p.payment_type = 1 THEN coalesce(p.return_date, p.payment_date)
                                    ELSE p.payment_date END)::date AS month,
           sum(a.amount) OVER (PARTITION BY a.bill_id
                               ORDER BY p.payment_type DESC,
                                        CASE WHEN p.payment_type = 1 THEN coalesce(p.return_date, p.payment_date)
                                             ELSE p.payment_date END,
                                        p.payment_id) AS upto
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id
    WHERE a.bill_id = ANY(touched)
  ),
  line AS (
    SELECT l.bill_id, l.bill_line_id, l.kind, coalesce(m.charge_type_id, c.charge_type_id, 0) AS charge_type_id, l.amount,
           sum(l.amount) OVER (PARTITION BY l.bill_id
                               ORDER BY CASE l.kind WHEN 1 THEN 0 WHEN 2 THEN 2 ELSE 1 END, l.bill_line_id) AS upto
    FROM bill_lines l
    LEFT JOIN meter_readings m ON m.meter_reading_id = l.meter_reading_id
    LEFT JOIN stay_charges c ON c.stay_charge_id = l.stay_charge_id
    WHERE l.bill_id = ANY(touched) AND l.amount > 0
  )
  SELECT a.payment_id, l.bill_line_id, a.bill_id, r.property_id, a.month, l.kind, l.charge_type_id, a.payment_type,
         least(a.upto, l.upto) - greatest(a.upto - a.amount, l.upto - l.amount)
  FROM alloc a
  JOIN line l ON l.bill_id = a.bill_id AND l.upto - l.amount < a.upto AND a.upto - a.amount < l.upto
  JOIN bills b ON b.bill_id = a.bill_id
  JOIN bookings k ON k.booking_id = b.booking_id
  JOIN rooms r ON r.room_id = k.room_id
$$;

-- Brings the parts of the bills `touched` to what bill_income_wanted says in one statement,
-- touching only the rows that differ: a part no longer wanted is deleted, a new one inserted, one
-- whose figures changed updated in place (the kept counters take each as its delta). The writers
-- of bills, lines and allocations hold the bills' stays FOR UPDATE (the ledger's lockStays), so two
-- recounts of one bill queue behind that lock.
CREATE OR REPLACE FUNCTION bill_income_recount(touched integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF touched IS NULL OR cardinality(touched) = 0 THEN
    RETURN;
  END IF;
  WITH wanted AS MATERIALIZED (
    SELECT * FROM bill_income_wanted(touched)
  ),
  gone AS (
    DELETE FROM bill_income_parts p
    WHERE p.bill_id = ANY(touched)
      AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.payment_id = p.payment_id AND w.bill_line_id = p.bill_line_id)
  )
  INSERT INTO bill_income_parts AS p (payment_id, bill_line_id, bill_id, property_id, month, line_kind, charge_type_id, payment_type, amount)
  SELECT * FROM wanted ORDER BY 1, 2
  ON CONFLICT (payment_id, bill_line_id) DO UPDATE
  SET bill_id = excluded.bill_id, property_id = excluded.property_id, month = excluded.month, line_kind = excluded.line_kind,
      charge_type_id = excluded.charge_type_id, payment_type = excluded.payment_type, amount = excluded.amount
  WHERE (p.bill_id, p.property_id, p.month, p.line_kind, p.charge_type_id, p.payment_type, p.amount)
        IS DISTINCT FROM (excluded.bill_id, excluded.property_id, excluded.month, excluded.line_kind,
                          excluded.charge_type_id, excluded.payment_type, excluded.amount);
END $$;

-- The bills whose parts a statement can move: its allocations' and lines' bills; a payment's date,
-- return date or type changing (the order in which its bills' payments pay); a stay changing room
-- (its property); a room changing property (no call does; a raw update still recounts).
CREATE OR REPLACE FUNCTION bill_income_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_TABLE_NAME IN ('bill_allocations', 'bill_lines') THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT bill_id ORDER BY bill_id) INTO touched FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT bill_id ORDER BY bill_id) INTO touched FROM old_rows;
    ELSIF TG_TABLE_NAME = 'bill_allocations' THEN
      SELECT array_agg(DISTINCT bill_id ORDER BY bill_id) INTO touched FROM (
        SELECT bill_id, payment_id, amount FROM old_rows EXCEPT SELECT bill_id, payment_id, amount FROM new_rows
        UNION
        SELECT bill_id, payment_id, amount FROM new_rows EXCEPT SELECT bill_id, payment_id, amount FROM old_rows) c;
    ELSE
      SELECT array_agg(DISTINCT bill_id ORDER BY bill_id) INTO touched FROM (
        SELECT bill_id, bill_line_id, kind, amount FROM old_rows EXCEPT SELECT bill_id, bill_line_id, kind, amount FROM new_rows
        UNION
        SELECT bill_id, bill_line_id, kind, amount FROM new_rows EXCEPT SELECT bill_id, bill_line_id, kind, amount FROM old_rows) c;
    END IF;
  ELSIF TG_TABLE_NAME = 'payments' THEN
    SELECT array_agg(DISTINCT a.bill_id ORDER BY a.bill_id) INTO touched
    FROM old_rows o JOIN new_rows n ON n.payment_id = o.payment_id
    JOIN bill_allocations a ON a.payment_id = n.payment_id
    WHERE (n.payment_date, n.return_date, n.payment_type) IS DISTINCT FROM (o.payment_date, o.return_date, o.payment_type);
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    SELECT array_agg(DISTINCT b.bill_id ORDER BY b.bill_id) INTO touched
    FROM old_rows o JOIN new_rows n ON n.booking_id = o.booking_id
    JOIN bills b ON b.booking_id = n.booking_id
    WHERE n.room_id IS DISTINCT FROM o.room_id;
  ELSE
    SELECT array_agg(DISTINCT b.bill_id ORDER BY b.bill_id) INTO touched
    FROM old_rows o JOIN new_rows n ON n.room_id = o.room_id
    JOIN bookings k ON k.room_id = n.room_id
    JOIN bills b ON b.booking_id = k.booking_id
    WHERE n.property_id IS DISTINCT FROM o.property_id;
  END IF;
  PERFORM bill_income_recount(touched);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bill_allocations_income_insert AFTER INSERT ON bill_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bill_allocations_income_update AFTER UPDATE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bill_allocations_income_delete AFTER DELETE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bill_lines_income_insert AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bill_lines_income_update AFTER UPDATE ON bill_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bill_lines_income_delete AFTER DELETE ON bill_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER payments_income_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER bookings_income_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

CREATE OR REPLACE TRIGGER rooms_income_update AFTER UPDATE ON rooms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_income_apply();

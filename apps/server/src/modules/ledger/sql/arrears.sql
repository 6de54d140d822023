-- stay_arrears is a recount, not a sum of deltas: an oldest due date cannot be taken back by a
-- delta. It counts the owed bills (Unpaid or Partially paid, active) of active stays. A statement
-- recounts only the stays whose figures it can move, after locking their rows in stay order: a
-- recount taken after the lock sees every other writer's changes to those stays committed (each
-- statement here reads a new snapshot), so two writers of one stay queue instead of overwriting
-- each other. Rows are never deleted, so a writer waiting for a row always finds it. Each row keeps
-- its stay's property (the room's), which the arrears of some properties and the policy read.
CREATE OR REPLACE FUNCTION stay_arrears_recount(touched integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF touched IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO stay_arrears (booking_id, property_id)
  SELECT b.booking_id, r.property_id FROM bookings b JOIN rooms r ON r.room_id = b.room_id
  WHERE b.booking_id = ANY(touched) ORDER BY b.booking_id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM stay_arrears WHERE booking_id = ANY(touched) ORDER BY booking_id FOR UPDATE;
  UPDATE stay_arrears s
  SET bills = c.bills, outstanding = c.outstanding, oldest_due = c.oldest_due, property_id = c.property_id
  FROM (
    SELECT id, min(r.property_id) AS property_id, count(x.bill_id)::int AS bills,
           coalesce(sum(x.amount - x.paid_amount), 0) AS outstanding, min(x.due_date) AS oldest_due
    FROM unnest(touched) id
    JOIN bookings k ON k.booking_id = id
    JOIN rooms r ON r.room_id = k.room_id
    LEFT JOIN bookings b ON b.booking_id = id AND b.status = 1
    LEFT JOIN bills x ON x.booking_id = b.booking_id AND x.bill_status IN (1, 2) AND x.status = 1
    GROUP BY id
  ) c
  WHERE s.booking_id = c.id
    AND (s.bills, s.outstanding, s.oldest_due, s.property_id)
        IS DISTINCT FROM (c.bills, c.outstanding, c.oldest_due, c.property_id);
END $$;

-- A statement on bills moves the stays whose owed bills it changed (bill, stay, what is left to
-- pay, due date); one on bookings the stays whose record status or room it changed.
CREATE OR REPLACE FUNCTION stay_arrears_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    SELECT array_agg(DISTINCT n.booking_id ORDER BY n.booking_id) INTO touched
    FROM old_rows o JOIN new_rows n ON n.booking_id = o.booking_id
    WHERE n.status IS DISTINCT FROM o.status OR n.room_id IS DISTINCT FROM o.room_id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT booking_id ORDER BY booking_id) INTO touched
    FROM new_rows WHERE bill_status IN (1, 2) AND status = 1;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT booking_id ORDER BY booking_id) INTO touched
    FROM old_rows WHERE bill_status IN (1, 2) AND status = 1;
  ELSE
    SELECT array_agg(DISTINCT booking_id ORDER BY booking_id) INTO touched FROM (
      (SELECT bill_id, booking_id, amount - paid_amount, due_date FROM old_rows WHERE bill_status IN (1, 2) AND status = 1
       EXCEPT ALL
       SELECT bill_id, booking_id, amount - paid_amount, due_date FROM new_rows WHERE bill_status IN (1, 2) AND status = 1)
      UNION ALL
      (SELECT bill_id, booking_id, amount - paid_amount, due_date FROM new_rows WHERE bill_status IN (1, 2) AND status = 1
       EXCEPT ALL
       SELECT bill_id, booking_id, amount - paid_amount, due_date FROM old_rows WHERE bill_status IN (1, 2) AND status = 1)
    ) changed(bill_id, booking_id, left_to_pay, due_date);
  END IF;
  PERFORM stay_arrears_recount(touched);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bills_arrears_insert AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_arrears_apply();

CREATE OR REPLACE TRIGGER bills_arrears_update AFTER UPDATE ON bills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_arrears_apply();

CREATE OR REPLACE TRIGGER bills_arrears_delete AFTER DELETE ON bills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_arrears_apply();

CREATE OR REPLACE TRIGGER bookings_arrears_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stay_arrears_apply();

-- money_totals (see payments/money-totals.table.ts) is kept by statement-level triggers with
-- transition tables (generated from payments.counters.ts and expenses.counters.ts): one upsert per
-- statement whatever the number of rows, inside the same transaction as the change, so the totals
-- can never disagree with the rows they sum. Deltas of one statement are applied in (property,
-- month, kind) order, so concurrent writers lock rows in one order.
CREATE OR REPLACE FUNCTION money_totals_payment_kind(payment_type smallint, deposit_status smallint) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN payment_type = 2 THEN 1 WHEN deposit_status = 0 THEN 2 ELSE 3 END)::smallint
$$;

-- A payment counts under its stay's room's property. A room that changes property (no call does it: a
-- room keeps its room type's property and a room type its own; a raw update can) takes its stays'
-- active payments along. Its stays are locked first, as a payment's write holds its stay before it
-- reads the room: a payment written meanwhile has committed before the move reads it, or reads the
-- room's new property after it.
CREATE OR REPLACE FUNCTION money_totals_move_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM bookings b
    JOIN old_rows o ON o.room_id = b.room_id
    JOIN new_rows n ON n.room_id = o.room_id AND n.property_id IS DISTINCT FROM o.property_id
  ORDER BY b.booking_id FOR NO KEY UPDATE OF b;
  INSERT INTO money_totals AS c (property_id, month, kind, amount, returned_amount, row_count)
  SELECT d.property_id, d.month, d.kind, sum(d.amount), sum(d.returned_amount), sum(d.row_count)
  FROM (
    SELECT m.property_id, date_trunc('month', x.payment_date)::date AS month,
           money_totals_payment_kind(x.payment_type, x.deposit_status) AS kind,
           m.sign * x.amount AS amount, m.sign * x.returned_amount AS returned_amount, m.sign AS row_count
    FROM old_rows o
    JOIN new_rows n ON n.room_id = o.room_id AND n.property_id IS DISTINCT FROM o.property_id
    CROSS JOIN LATERAL (VALUES (o.property_id, -1), (n.property_id, 1)) m (property_id, sign)
    JOIN bookings b ON b.room_id = o.room_id
    JOIN payments x ON x.booking_id = b.booking_id AND x.status = 1
  ) d
  GROUP BY d.property_id, d.month, d.kind
  HAVING sum(d.amount) <> 0 OR sum(d.returned_amount) <> 0 OR sum(d.row_count) <> 0
  ORDER BY d.property_id, d.month, d.kind
  ON CONFLICT (property_id, month, kind) DO UPDATE
    SET amount = c.amount + excluded.amount, returned_amount = c.returned_amount + excluded.returned_amount,
        row_count = c.row_count + excluded.row_count;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER rooms_move_money_totals AFTER UPDATE ON rooms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_totals_move_room();

-- Late fees (denda) on bills still owed whose grace has ended (due date + grace < today), for
-- bills due on or after `since` (the day late fees were switched on). 'fixed': one line of `fee`,
-- never changed. 'perDay': one line of `fee` per day after the grace, rewritten each day while the
-- bill is owed, never above `cap` and never lowered; the line keeps the cap it was counted against
-- (what its documents name as its maximum).
CREATE OR REPLACE FUNCTION bills_late_fees(ids integer[], today date, mode text, fee bigint, cap bigint, grace integer,
                                since date, actor text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bill_lines (bill_id, kind, amount, late_days, late_fee_cap, update_by)
  SELECT x.bill_id, 2,
         CASE WHEN mode = 'fixed' THEN fee ELSE least(cap, fee * (today - x.due_date - grace)) END,
         CASE WHEN mode = 'perDay' THEN least(today - x.due_date - grace, ((cap + fee - 1) / fee)::integer) END,
         CASE WHEN mode = 'perDay' THEN cap END,
         actor
  FROM bills x
  WHERE mode IN ('fixed', 'perDay') AND fee > 0 AND since IS NOT NULL
    AND (ids IS NULL OR x.booking_id = ANY(ids))
    AND x.void_cause IS NULL AND x.status = 1 AND x.paid_amount < x.amount
    AND x.due_date + grace < today AND x.due_date >= since
  ON CONFLICT (bill_id) WHERE kind = 2 DO UPDATE
    SET amount = excluded.amount, late_days = excluded.late_days, late_fee_cap = excluded.late_fee_cap, update_by = excluded.update_by, update_date = now()
    WHERE mode = 'perDay' AND bill_lines.amount < excluded.amount
$$;

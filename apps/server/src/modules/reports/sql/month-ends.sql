-- The month-end figures of the months first_month..last_month per property (README.md, "Month
-- ends"), each as of its last day, the last month's as of `as_of` (today for the month running):
--   occupancy: nights a room had a checked-in stay (a stay holds its room from its check-in to
--   its check-out date, or to the day after as_of while it has none), over active rooms x nights;
--   rooms with a stay on the month's last night;
--   arrears: per stay (record active), its bills due by that day, not void, less what payments dated
--   by then paid of them (a deposit by the day it was settled); a stay is in the aging bucket of
--   its oldest bill still owed that day (0 due that day, 1 1-30, 2 31-60, 3 61+ days), as
--   Bill/GetArrears buckets today's. Only bills owed now, or paid by a payment dated after the
--   first month's end, can have been owed at one of the month ends: the others are not read.
CREATE OR REPLACE FUNCTION report_month_ends(first_month date, last_month date, as_of date)
RETURNS TABLE (property_id integer, month date, rooms integer, occupied_nights integer, available_nights integer,
               rooms_occupied_at_end integer, arrears jsonb)
LANGUAGE sql STABLE AS $$
  WITH months AS (
    SELECT m::date AS month, least((m + interval '1 month')::date - 1, as_of) AS month_end
    FROM generate_series(first_month, last_month, interval '1 month') m
    WHERE m::date <= as_of
  ),
  first_end AS (SELECT min(month_end) AS day FROM months),
  rooms_of AS (SELECT r.property_id, count(*)::int AS rooms FROM rooms r WHERE r.status = 1 GROUP BY 1),
  stays AS (
    SELECT k.room_id, r.property_id, k.check_in_date, coalesce(k.check_out_date, as_of + 1) AS leaves
    FROM bookings k JOIN rooms r ON r.room_id = k.room_id
    WHERE k.status = 1 AND k.checked_in_at IS NOT NULL AND k.booking_status <> 3
      AND k.check_in_date <= as_of AND (k.check_out_date IS NULL OR k.check_out_date > first_month)
  ),
  occupancy AS (
    SELECT s.property_id, m.month,
           sum(least(s.leaves, m.month_end + 1) - greatest(s.check_in_date, m.month))::int AS nights,
           count(DISTINCT s.room_id) FILTER (WHERE s.leaves > m.month_end)::int AS at_end
    FROM stays s JOIN months m ON s.check_in_date <= m.month_end AND s.leaves > m.month
    GROUP BY 1, 2
  ),
  candidates AS (
    SELECT b.bill_id FROM bills b
    WHERE b.bill_status IN (1, 2) AND b.status = 1 AND b.due_date <= as_of
    UNION
    SELECT a.bill_id FROM payments p JOIN bill_allocations a ON a.payment_id = p.payment_id
    WHERE p.payment_type = 2 AND p.payment_date > (SELECT day FROM first_end)
    UNION
    SELECT a.bill_id FROM payments p JOIN bill_allocations a ON a.payment_id = p.payment_id
    WHERE p.payment_type = 1 AND p.return_date > (SELECT day FROM first_end)
  ),
  owed AS (
    SELECT b.booking_id, r.property_id, m.month, m.month_end, b.due_date,
           b.amount - coalesce((
             SELECT sum(a.amount) FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id
             WHERE a.bill_id = b.bill_id
               AND CASE WHEN p.payment_type = 1 THEN coalesce(p.return_date, p.payment_date) ELSE p.payment_date END <= m.month_end
           ), 0) AS outstanding
    FROM candidates c
    JOIN bills b ON b.bill_id = c.bill_id AND b.status = 1 AND b.bill_status <> 4
    JOIN bookings k ON k.booking_id = b.booking_id AND k.status = 1
    JOIN rooms r ON r.room_id = k.room_id
    JOIN months m ON b.due_date <= m.month_end
  ),
  per_stay AS (
    SELECT o.property_id, o.month, o.booking_id, sum(o.outstanding) AS outstanding,
           CASE WHEN max(o.month_end - o.due_date) = 0 THEN 0
                WHEN max(o.month_end - o.due_date) <= 30 THEN 1
                WHEN max(o.month_end - o.due_date) <= 60 THEN 2 ELSE 3 END AS bucket
    FROM owed o WHERE o.outstanding > 0
    GROUP BY 1, 2, 3
  ),
  buckets AS (
    SELECT s.property_id, s.month,
           jsonb_agg(jsonb_build_object('agingBucket', s.bucket, 'bookings', s.stays, 'outstanding', s.outstanding)
                     ORDER BY s.bucket) AS arrears
    FROM (SELECT property_id, month, bucket, count(*)::int AS stays, sum(outstanding)::bigint AS outstanding
          FROM per_stay GROUP BY 1, 2, 3) s
    GROUP BY 1, 2
  )
  SELECT p.property_id, m.month, coalesce(ro.rooms, 0),
         coalesce(o.nights, 0), coalesce(ro.rooms, 0) * (m.month_end - m.month + 1),
         coalesce(o.at_end, 0), coalesce(b.arrears, '[]'::jsonb)
  FROM properties p
  CROSS JOIN months m
  LEFT JOIN rooms_of ro ON ro.property_id = p.property_id
  LEFT JOIN occupancy o ON o.property_id = p.property_id AND o.month = m.month
  LEFT JOIN buckets b ON b.property_id = p.property_id AND b.month = m.month
$$;

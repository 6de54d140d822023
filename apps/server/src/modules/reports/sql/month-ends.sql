-- The occupancy of the months first_month..last_month per property, each month to its last day,
-- the last to as_of: nights a room had a checked-in stay (a stay holds its room from its check-in
-- to its check-out date, or to the day after as_of while it has none), active rooms x nights, and
-- the rooms with a stay on the last night counted. The stays are read by bookings_nights_idx.
CREATE OR REPLACE FUNCTION report_month_occupancy(first_month date, last_month date, as_of date)
RETURNS TABLE (property_id integer, month date, rooms integer, occupied_nights integer, available_nights integer,
               rooms_occupied_at_end integer)
LANGUAGE sql STABLE AS $$
  WITH months AS (
    SELECT m::date AS month, least((m + interval '1 month')::date - 1, as_of) AS month_end
    FROM generate_series(first_month, last_month, interval '1 month') m
    WHERE m::date <= as_of
  ),
  rooms_of AS (SELECT r.property_id, count(*)::int AS rooms FROM rooms r WHERE r.status = 1 GROUP BY 1),
  stays AS (
    SELECT k.room_id, r.property_id, k.check_in_date, coalesce(k.check_out_date, as_of + 1) AS leaves
    FROM bookings k JOIN rooms r ON r.room_id = k.room_id
    WHERE k.checked_in_at IS NOT NULL AND k.status = 1 AND k.booking_status <> 3
      AND daterange(k.check_in_date, k.check_out_date, '[)') && daterange(first_month, as_of + 1, '[)')
  ),
  occupancy AS (
    SELECT s.property_id, m.month,
           sum(least(s.leaves, m.month_end + 1) - greatest(s.check_in_date, m.month))::int AS nights,
           count(DISTINCT s.room_id) FILTER (WHERE s.leaves > m.month_end)::int AS at_end
    FROM stays s JOIN months m ON s.check_in_date <= m.month_end AND s.leaves > m.month
    GROUP BY 1, 2
  )
  SELECT p.property_id, m.month, coalesce(ro.rooms, 0), coalesce(o.nights, 0),
         coalesce(ro.rooms, 0) * (m.month_end - m.month + 1), coalesce(o.at_end, 0)
  FROM properties p
  CROSS JOIN months m
  LEFT JOIN rooms_of ro ON ro.property_id = p.property_id
  LEFT JOIN occupancy o ON o.property_id = p.property_id AND o.month = m.month
$$;

-- report_month_ends: the month-end figures of the months first_month..last_month per property (README.md, "Month
-- ends"), each as of its last day, the last month's as of `as_of` (today for the month running):
--   occupancy (report_month_occupancy, above);
--   arrears: per stay (record active), its bills due by that day, not void, less what payments dated
--   by then paid of them (a deposit by the day it was settled); a stay is in the aging bucket of
--   its oldest bill still owed that day (0 due that day, 1 1-30, 2 31-60, 3 61+ days), as
--   Bill/GetArrears buckets today's. Only bills owed now, or paid by a payment dated after the
--   first month's end, can have been owed at one of the month ends: the others are not read. They
--   are found first (the owed bills' index, the payments' date and return-date indexes) and read
--   by their ids, so a month costs what was owed around it, not the business's history; the stays
--   by the nights index (bookings_nights_idx).
CREATE OR REPLACE FUNCTION report_month_ends(first_month date, last_month date, as_of date)
RETURNS TABLE (property_id integer, month date, rooms integer, occupied_nights integer, available_nights integer,
               rooms_occupied_at_end integer, arrears jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  first_end date := least((first_month + interval '1 month')::date - 1, as_of);
  candidates integer[];
BEGIN
  candidates := ARRAY(
    SELECT b.bill_id FROM bills b
    WHERE b.bill_status IN (1, 2) AND b.status = 1 AND b.due_date <= as_of
    UNION
    SELECT a.bill_id FROM payments p JOIN bill_allocations a ON a.payment_id = p.payment_id
    WHERE p.payment_type = 2 AND p.payment_date > first_end
    UNION
    SELECT a.bill_id FROM payments p JOIN bill_allocations a ON a.payment_id = p.payment_id
    WHERE p.payment_type = 1 AND p.return_date > first_end);
  RETURN QUERY
  WITH months AS (
    SELECT m::date AS month, least((m + interval '1 month')::date - 1, as_of) AS month_end
    FROM generate_series(first_month, last_month, interval '1 month') m
    WHERE m::date <= as_of
  ),
  -- What paid each candidate bill, by the day it was paid, summed as it went; the day it was paid
  -- off (null: still owed). A bill is owed at a month end from its due date to that day.
  paid AS (
    SELECT a.bill_id, CASE WHEN p.payment_type = 1 THEN coalesce(p.return_date, p.payment_date) ELSE p.payment_date END AS paid_on,
           sum(a.amount) AS amount
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id
    WHERE a.bill_id = ANY(candidates)
    GROUP BY 1, 2
  ),
  paid_upto AS (
    SELECT x.bill_id, x.paid_on, sum(x.amount) OVER (PARTITION BY x.bill_id ORDER BY x.paid_on) AS upto FROM paid x
  ),
  owed_bills AS (
    SELECT b.bill_id, b.booking_id, r.property_id, b.due_date, b.amount,
           min(u.paid_on) FILTER (WHERE u.upto >= b.amount) AS paid_off
    FROM bills b
    JOIN bookings k ON k.booking_id = b.booking_id AND k.status = 1
    JOIN rooms r ON r.room_id = k.room_id
    LEFT JOIN paid_upto u ON u.bill_id = b.bill_id
    WHERE b.bill_id = ANY(candidates) AND b.status = 1 AND b.bill_status <> 4
    GROUP BY b.bill_id, b.booking_id, r.property_id, b.due_date, b.amount
  ),
  owed AS (
    SELECT o.booking_id, o.property_id, m.month, m.month_end, o.due_date,
           o.amount - coalesce(max(u.upto), 0) AS outstanding
    FROM owed_bills o
    JOIN months m ON o.due_date <= m.month_end AND (o.paid_off IS NULL OR o.paid_off > m.month_end)
    LEFT JOIN paid_upto u ON u.bill_id = o.bill_id AND u.paid_on <= m.month_end
    GROUP BY o.bill_id, o.booking_id, o.property_id, m.month, m.month_end, o.due_date, o.amount
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
    FROM (SELECT y.property_id, y.month, y.bucket, count(*)::int AS stays, sum(y.outstanding)::bigint AS outstanding
          FROM per_stay y GROUP BY 1, 2, 3) s
    GROUP BY 1, 2
  )
  SELECT o.property_id, o.month, o.rooms, o.occupied_nights, o.available_nights, o.rooms_occupied_at_end,
         coalesce(b.arrears, '[]'::jsonb)
  FROM report_month_occupancy(first_month, last_month, as_of) o
  LEFT JOIN buckets b ON b.property_id = o.property_id AND b.month = o.month;
END $$;

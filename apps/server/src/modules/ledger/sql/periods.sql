-- 2. Period n of a stay starts at check-in + n periods, computed from the check-in every time
-- (never chained): Jan 31 + 1 month = Feb 28, + 2 months = Mar 31. 1 Daily, 2 Weekly, 3 Monthly, 4 Yearly.
CREATE OR REPLACE FUNCTION bill_period_start(check_in date, booking_type smallint, n integer) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE booking_type
           WHEN 1 THEN check_in + n
           WHEN 2 THEN check_in + 7 * n
           WHEN 3 THEN (check_in + make_interval(months => n))::date
           ELSE (check_in + make_interval(years => n))::date
         END
$$;

-- The periods of a stay from period `first_no` whose start is on or before `until`; a stay with a
-- check-out date has none starting on or after it, and its last one ends there (`full_end` is
-- where that period would have ended). The series stops at the last day a period may start (the
-- horizon, or the day before check-out), generously (a month is at least 28 days).
CREATE OR REPLACE FUNCTION bill_periods(check_in date, check_out date, booking_type smallint, until date, first_no integer DEFAULT 0)
  RETURNS TABLE (period_no integer, period_start date, period_end date, full_end date)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT n, p.s, CASE WHEN $2 IS NOT NULL AND $2 < p.e THEN $2 ELSE p.e END, p.e
  FROM (SELECT least($4, coalesce($2 - 1, $4)) AS last_start) b
  CROSS JOIN generate_series($5, greatest($5 - 1, CASE $3 WHEN 1 THEN b.last_start - $1 WHEN 2 THEN (b.last_start - $1) / 7
         WHEN 3 THEN (b.last_start - $1) / 28 ELSE (b.last_start - $1) / 365 END)) n
  CROSS JOIN LATERAL (SELECT bill_period_start($1, $3, n) AS s, bill_period_start($1, $3, n + 1) AS e) p
  WHERE p.s <= $4 AND ($2 IS NULL OR p.s < $2)
$$;

-- The rent of a period: the whole period's rent, or (prorate) its share by days when the stay
-- ends inside it, in whole rupiah rounded half up.
CREATE OR REPLACE FUNCTION bill_rent(period_rent bigint, period_start date, period_end date, full_end date, prorate boolean)
  RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN NOT $5 OR $3 >= $4 THEN $1
              ELSE ($1 * ($3 - $2) * 2 + ($4 - $2)) / (2 * ($4 - $2)) END
$$;

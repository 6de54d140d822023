-- The allocations the rent payments of `ids` should have. What deposits paid (deductions) is
-- fixed; of the rest, first each payment pays the bill it names (else the first bill of its
-- payment period's month), as far as that bill goes, payments in date order; then what is left
-- of the payments pays the bills still owed, oldest bill and oldest payment first (the overlap
-- of the running sums of what is owed and what is free). What is left after that is credit.
CREATE OR REPLACE FUNCTION bills_desired_allocations(ids integer[])
  RETURNS TABLE (booking_id integer, payment_id integer, bill_id integer, amount bigint)
  LANGUAGE sql STABLE AS $$
  WITH dep AS (
    SELECT a.bill_id, sum(a.amount) AS s
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id AND p.payment_type = 1
    WHERE (ids IS NULL OR a.booking_id = ANY(ids))
    GROUP BY a.bill_id
  ), ob AS (
    SELECT b.bill_id, b.booking_id, b.period_start, b.amount - coalesce(dep.s, 0) AS room
    FROM bills b LEFT JOIN dep ON dep.bill_id = b.bill_id
    WHERE (ids IS NULL OR b.booking_id = ANY(ids)) AND b.void_cause IS NULL AND b.status = 1
      AND b.amount > coalesce(dep.s, 0)
  ), pay AS (
    SELECT p.payment_id, p.booking_id, p.amount, p.payment_date,
           coalesce(p.bill_id, m.bill_id) AS target
    FROM payments p
    LEFT JOIN LATERAL (
      SELECT x.bill_id FROM bills x
      WHERE x.booking_id = p.booking_id AND x.void_cause IS NULL AND x.status = 1
        AND x.period_start >= make_date(p.payment_periode_year, p.payment_periode_month, 1)
        AND x.period_start < (make_date(p.payment_periode_year, p.payment_periode_month, 1) + interval '1 month')::date
      ORDER BY x.period_start LIMIT 1) m ON p.bill_id IS NULL
    WHERE (ids IS NULL OR p.booking_id = ANY(ids)) AND p.payment_type = 2 AND p.status = 1
  ), targeted AS (
    SELECT pay.payment_id, pay.booking_id, ob.bill_id, pay.amount, ob.room,
           sum(pay.amount) OVER (PARTITION BY ob.bill_id ORDER BY pay.payment_date, pay.payment_id) AS upto
    FROM pay JOIN ob ON ob.bill_id = pay.target
  ), first_pass AS (
    SELECT booking_id, payment_id, bill_id, least(upto, room) - (upto - amount) AS amount
    FROM targeted WHERE upto - amount < room
  ), used_b AS (
    SELECT bill_id, sum(amount) AS s FROM first_pass GROUP BY bill_id
  ), used_p AS (
    SELECT payment_id, sum(amount) AS s FROM first_pass GROUP BY payment_id
  ), owed AS (
    SELECT ob.bill_id, ob.booking_id, ob.room - coalesce(used_b.s, 0) AS owed,
           sum(ob.room - coalesce(used_b.s, 0)) OVER (PARTITION BY ob.booking_id ORDER BY ob.period_start, ob.bill_id) AS upto
    FROM ob LEFT JOIN used_b ON used_b.bill_id = ob.bill_id
    WHERE ob.room > coalesce(used_b.s, 0)
  ), free AS (
    SELECT pay.payment_id, pay.booking_id, pay.amount - coalesce(used_p.s, 0) AS free,
           sum(pay.amount - coalesce(used_p.s, 0)) OVER (PARTITION BY pay.booking_id ORDER BY pay.payment_date, pay.payment_id) AS upto
    FROM pay LEFT JOIN used_p ON used_p.payment_id = pay.payment_id
    WHERE pay.amount > coalesce(used_p.s, 0)
  ), second_pass AS (
    SELECT o.booking_id, f.payment_id, o.bill_id,
           least(o.upto, f.upto) - greatest(o.upto - o.owed, f.upto - f.free) AS amount
    FROM owed o JOIN free f ON f.booking_id = o.booking_id AND f.upto - f.free < o.upto AND o.upto - o.owed < f.upto
  )
  SELECT booking_id, payment_id, bill_id, sum(amount)::bigint
  FROM (SELECT * FROM first_pass UNION ALL SELECT * FROM second_pass) x
  GROUP BY booking_id, payment_id, bill_id
$$;

-- Reallocation writes only what changes, once (modules/bills/README.md, Allocation). Before, a
-- payment deleted every allocation of its stay whose amount changed and inserted it again, and the
-- allocations' sum triggers moved the bills' paid and the payments' allocated amounts twice: a bill
-- paid before and after went paid -> unpaid -> paid within the call (two audited updates of the
-- bill, two of each payment, a remove and a create of each allocation, every trigger of bills and
-- payments twice), and the allocation rule was planned and run twice.
--
-- 1. The rule for a list of stays, written with `= ANY(ids)` only, so one plan serves every list:
-- bills_desired_allocations' NULL test (every stay) made each call plan it again (~1 ms, five
-- times its run), since a plan for any list would read every stay. The planner guesses ten stays
-- for a list it has not seen and would keep planning each call for one or two, so the function
-- asks for its generic plan (kept for the session; the setting holds only while it runs). The
-- same rule as bills_desired_allocations (0014), which stays for every stay at once (ids NULL:
-- bills_build and bills_reallocate(NULL)); expectLedgerHonest checks the allocations kept through
-- this one against that one after every kind of write.
CREATE OR REPLACE FUNCTION bills_desired_allocations_of_stays(ids integer[])
  RETURNS TABLE (booking_id integer, payment_id integer, bill_id integer, amount bigint)
  LANGUAGE sql STABLE SET plan_cache_mode = force_generic_plan AS $$
  WITH dep AS (
    SELECT a.bill_id, sum(a.amount) AS s
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id AND p.payment_type = 1
    WHERE a.booking_id = ANY(ids)
    GROUP BY a.bill_id
  ), ob AS (
    SELECT b.bill_id, b.booking_id, b.period_start, b.amount - coalesce(dep.s, 0) AS room
    FROM bills b LEFT JOIN dep ON dep.bill_id = b.bill_id
    WHERE b.booking_id = ANY(ids) AND b.void_cause IS NULL AND b.status = 1
      AND b.amount > coalesce(dep.s, 0)
  ), pay AS (
    SELECT p.payment_id, p.booking_id, p.amount, p.payment_date,
           coalesce(p.bill_id, m.bill_id) AS target
    FROM payments p
    LEFT JOIN LATERAL (
      SELECT x.bill_id FROM bills x
      WHERE x.booking_id = p.booking_id AND x.void_cause IS NULL AND x.status = 1
        AND x.period_start >= make_date(p.payment_periode_year, p.payment_periode_month, 1)
        AND x.period_start < (make_date(p.payment_periode_year, p.payment_periode_month, 1) + interval '1 month')::date
      ORDER BY x.period_start LIMIT 1) m ON p.bill_id IS NULL
    WHERE p.booking_id = ANY(ids) AND p.payment_type = 2 AND p.status = 1
  ), targeted AS (
    SELECT pay.payment_id, pay.booking_id, ob.bill_id, pay.amount, ob.room,
           sum(pay.amount) OVER (PARTITION BY ob.bill_id ORDER BY pay.payment_date, pay.payment_id) AS upto
    FROM pay JOIN ob ON ob.bill_id = pay.target
  ), first_pass AS (
    SELECT booking_id, payment_id, bill_id, least(upto, room) - (upto - amount) AS amount
    FROM targeted WHERE upto - amount < room
  ), used_b AS (
    SELECT bill_id, sum(amount) AS s FROM first_pass GROUP BY bill_id
  ), used_p AS (
    SELECT payment_id, sum(amount) AS s FROM first_pass GROUP BY payment_id
  ), owed AS (
    SELECT ob.bill_id, ob.booking_id, ob.room - coalesce(used_b.s, 0) AS owed,
           sum(ob.room - coalesce(used_b.s, 0)) OVER (PARTITION BY ob.booking_id ORDER BY ob.period_start, ob.bill_id) AS upto
    FROM ob LEFT JOIN used_b ON used_b.bill_id = ob.bill_id
    WHERE ob.room > coalesce(used_b.s, 0)
  ), free AS (
    SELECT pay.payment_id, pay.booking_id, pay.amount - coalesce(used_p.s, 0) AS free,
           sum(pay.amount - coalesce(used_p.s, 0)) OVER (PARTITION BY pay.booking_id ORDER BY pay.payment_date, pay.payment_id) AS upto
    FROM pay LEFT JOIN used_p ON used_p.payment_id = pay.payment_id
    WHERE pay.amount > coalesce(used_p.s, 0)
  ), second_pass AS (
    SELECT o.booking_id, f.payment_id, o.bill_id,
           least(o.upto, f.upto) - greatest(o.upto - o.owed, f.upto - f.free) AS amount
    FROM owed o JOIN free f ON f.booking_id = o.booking_id AND f.upto - f.free < o.upto AND o.upto - o.owed < f.upto
  )
  SELECT booking_id, payment_id, bill_id, sum(amount)::bigint
  FROM (SELECT * FROM first_pass UNION ALL SELECT * FROM second_pass) x
  GROUP BY booking_id, payment_id, bill_id
$$;

-- 3. Brings the rent allocations of `ids` to what they should be, touching only rows that change:
-- the rule is run once; in one statement an allocation no longer wanted is removed, one whose
-- amount changes is updated (the same allocation, paying its bill more or less) and a new one is
-- inserted; then each bill and each payment whose sum moves is updated once, by its net change (a
-- bill whose payers change but whose paid amount does not is not written). The rule only pays
-- with active rent payments (what the triggers' active-payment check guards). The stays' rows are
-- locked first, in booking order, so concurrent writers queue per stay and never deadlock on each
-- other's bills. For every stay (ids NULL: the build) it is 0014's path, unchanged.
-- Its statements run on generic plans kept for the session: they take the list of stays as a
-- parameter, and PostgreSQL's choice between a plan for the values and a generic one kept it
-- planning every call (1.2 ms of the 1.8 ms a payment's reallocation of one stay cost on the
-- benchmark database). The setting holds only while the function runs (the triggers its writes
-- fire included); every plan reads the stays by their indexes, one stay or thousands (the daily run).
CREATE OR REPLACE FUNCTION bills_reallocate(ids integer[], actor text) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  bill_ids integer[];
  bill_deltas bigint[];
  payment_ids integer[];
  payment_deltas bigint[];
BEGIN
  IF ids IS NULL THEN
    WITH d AS MATERIALIZED (SELECT * FROM bills_desired_allocations(NULL))
    DELETE FROM bill_allocations a USING payments p
    WHERE p.payment_id = a.payment_id AND p.payment_type = 2
      AND NOT EXISTS (SELECT 1 FROM d WHERE d.payment_id = a.payment_id AND d.bill_id = a.bill_id AND d.amount = a.amount);
    INSERT INTO bill_allocations (booking_id, payment_id, bill_id, amount, update_by)
    SELECT d.booking_id, d.payment_id, d.bill_id, d.amount, actor FROM bills_desired_allocations(NULL) d
    ON CONFLICT (payment_id, bill_id) DO NOTHING;
    RETURN;
  END IF;
  PERFORM 1 FROM bookings WHERE booking_id = ANY(ids) ORDER BY booking_id FOR UPDATE;
  PERFORM set_config('kamar.allocation_sums', 'bills_reallocate', true);
  WITH want AS MATERIALIZED (
    SELECT * FROM bills_desired_allocations_of_stays(ids)
  ), have AS MATERIALIZED (
    SELECT a.allocation_id, a.booking_id, a.payment_id, a.bill_id, a.amount
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id AND p.payment_type = 2
    WHERE a.booking_id = ANY(ids)
  ), change AS MATERIALIZED (
    SELECT h.allocation_id, coalesce(h.booking_id, w.booking_id) AS booking_id,
           coalesce(h.payment_id, w.payment_id) AS payment_id, coalesce(h.bill_id, w.bill_id) AS bill_id,
           h.amount AS old_amount, w.amount AS new_amount
    FROM have h FULL JOIN want w ON w.payment_id = h.payment_id AND w.bill_id = h.bill_id
    WHERE h.amount IS DISTINCT FROM w.amount
  ), removed AS (
    DELETE FROM bill_allocations a USING change c
    WHERE a.allocation_id = c.allocation_id AND c.new_amount IS NULL
    RETURNING a.bill_id, a.payment_id, -a.amount AS delta
  ), updated AS (
    UPDATE bill_allocations a SET amount = c.new_amount, update_by = actor, update_date = now()
    FROM change c
    WHERE a.allocation_id = c.allocation_id AND c.new_amount IS NOT NULL
    RETURNING a.bill_id, a.payment_id, c.new_amount - c.old_amount AS delta
  ), inserted AS (
    INSERT INTO bill_allocations (booking_id, payment_id, bill_id, amount, update_by)
    SELECT c.booking_id, c.payment_id, c.bill_id, c.new_amount, actor FROM change c WHERE c.allocation_id IS NULL
    RETURNING bill_id, payment_id, amount AS delta
  ), moved AS MATERIALIZED (
    SELECT * FROM removed UNION ALL SELECT * FROM updated UNION ALL SELECT * FROM inserted
  )
  SELECT b.ids, b.deltas, p.ids, p.deltas INTO bill_ids, bill_deltas, payment_ids, payment_deltas
  FROM (SELECT array_agg(bill_id ORDER BY bill_id) AS ids, array_agg(delta ORDER BY bill_id) AS deltas
        FROM (SELECT bill_id, sum(delta)::bigint AS delta FROM moved GROUP BY bill_id HAVING sum(delta) <> 0) s) b,
       (SELECT array_agg(payment_id ORDER BY payment_id) AS ids, array_agg(delta ORDER BY payment_id) AS deltas
        FROM (SELECT payment_id, sum(delta)::bigint AS delta FROM moved GROUP BY payment_id HAVING sum(delta) <> 0) s) p;
  PERFORM set_config('kamar.allocation_sums', '', true);
  -- Bills, then payments, as the sum triggers write them; a table with no net change is not written.
  IF bill_ids IS NOT NULL THEN
    UPDATE bills b SET paid_amount = b.paid_amount + d.delta
    FROM unnest(bill_ids, bill_deltas) d (bill_id, delta) WHERE b.bill_id = d.bill_id;
  END IF;
  IF payment_ids IS NOT NULL THEN
    UPDATE payments p SET allocated_amount = p.allocated_amount + d.delta
    FROM unnest(payment_ids, payment_deltas) d (payment_id, delta) WHERE p.payment_id = d.payment_id;
  END IF;
END $$;

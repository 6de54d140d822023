-- The allocation rule (../README.md, Allocation): the allocations the rent payments of the stays
-- `ids` should have, from their bills and payments as they stand.
-- 1. What deposits paid (deductions of unpaid bills) is fixed: it only narrows a bill's room.
-- 2. Each active rent payment pays the bill it names (`bill_id`), else the first bill of its
--    payment period's month, as far as that bill goes; several payments of one bill in date order.
-- 3. What is left of the payments pays the bills still owed, oldest bill and oldest payment
--    first: the overlap of the running sums of what is owed and what is free.
-- 4. What is left after that is the stay's credit (nothing is written for it).
-- Written with `= ANY(ids)` only, and inlined into the statement that reads it: one plan serves a
-- list of any length (bills_reallocate keeps it generic); the build of every stay at once reads it
-- with its own, custom plan. The tests' oracle is an independent statement of these four steps in
-- TypeScript (test/factories/allocation-rule.ts), not another copy of this one.
CREATE OR REPLACE FUNCTION bills_allocation_rule(ids integer[])
  RETURNS TABLE (booking_id integer, payment_id integer, bill_id integer, amount bigint)
  LANGUAGE sql STABLE AS $$
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

-- The one writer of allocations: sets each (payment, bill) pair given to its amount (0: none), and
-- in the same statement moves each bill's paid amount and each payment's allocated amount by the
-- net of what it wrote, so a bill or payment is written once however many of its allocations
-- change. Every change of who paid what goes through here: the reallocation, a deposit paying a
-- bill, a payment let go before it is deleted or moved, a bill waived. The sums' check
-- (bill_allocations_sums_check) refuses any other way of writing them.
CREATE OR REPLACE FUNCTION bills_write_allocations(
  booking_ids integer[], payment_ids integer[], bill_ids integer[], amounts bigint[], actor text)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH want AS MATERIALIZED (
    SELECT * FROM unnest(booking_ids, payment_ids, bill_ids, amounts) w (booking_id, payment_id, bill_id, amount)
  ), change AS MATERIALIZED (
    SELECT a.allocation_id, w.booking_id, w.payment_id, w.bill_id,
           coalesce(a.amount, 0) AS old_amount, w.amount AS new_amount
    FROM want w LEFT JOIN bill_allocations a ON a.payment_id = w.payment_id AND a.bill_id = w.bill_id
    WHERE coalesce(a.amount, 0) <> w.amount
  ), removed AS (
    DELETE FROM bill_allocations a USING change c WHERE a.allocation_id = c.allocation_id AND c.new_amount = 0
  ), updated AS (
    UPDATE bill_allocations a SET amount = c.new_amount, update_by = actor, update_date = now()
    FROM change c WHERE a.allocation_id = c.allocation_id AND c.new_amount <> 0
  ), inserted AS (
    INSERT INTO bill_allocations (booking_id, payment_id, bill_id, amount, update_by)
    SELECT c.booking_id, c.payment_id, c.bill_id, c.new_amount, actor
    FROM change c WHERE c.allocation_id IS NULL ORDER BY c.booking_id, c.payment_id, c.bill_id
  ), paid AS (
    UPDATE bills b SET paid_amount = b.paid_amount + d.delta
    FROM (SELECT bill_id, sum(new_amount - old_amount) AS delta FROM change GROUP BY bill_id) d
    WHERE b.bill_id = d.bill_id AND d.delta <> 0
  )
  UPDATE payments p SET allocated_amount = p.allocated_amount + d.delta
  FROM (SELECT payment_id, sum(new_amount - old_amount) AS delta FROM change GROUP BY payment_id) d
  WHERE p.payment_id = d.payment_id AND d.delta <> 0;
END $$;

-- Brings the rent allocations of the stays `ids` to what the rule says, writing only what changes:
-- an allocation no longer wanted is removed, one whose amount changes is updated (the same
-- allocation, paying its bill more or less), a new one inserted; each bill and payment whose sum
-- moves is written once. A payment that takes over a bill another payment paid leaves that bill
-- unwritten. The stays' rows are locked first, in booking order, so concurrent writers queue per
-- stay and never deadlock on each other's bills.
--
-- Its statements run on generic plans kept for the session: they take the list of stays as a
-- parameter, and PostgreSQL's choice between a plan for the values and a generic one kept it
-- planning every call (1.2 ms of the 1.8 ms a payment's reallocation of one stay cost on the
-- benchmark database). The setting holds only while the function runs (the triggers its writes
-- fire included); every plan reads the stays by their indexes, one stay or thousands (the daily run).
CREATE OR REPLACE FUNCTION bills_reallocate(ids integer[], actor text) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
BEGIN
  PERFORM 1 FROM bookings WHERE booking_id = ANY(ids) ORDER BY booking_id FOR UPDATE;
  SELECT array_agg(coalesce(h.booking_id, w.booking_id)) AS booking_ids,
         array_agg(coalesce(h.payment_id, w.payment_id)) AS payment_ids,
         array_agg(coalesce(h.bill_id, w.bill_id)) AS bill_ids,
         array_agg(coalesce(w.amount, 0)) AS amounts
    INTO c
  FROM (
    SELECT a.booking_id, a.payment_id, a.bill_id, a.amount
    FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id AND p.payment_type = 2
    WHERE a.booking_id = ANY(ids)
  ) h
  FULL JOIN bills_allocation_rule(ids) w ON w.payment_id = h.payment_id AND w.bill_id = h.bill_id
  WHERE h.amount IS DISTINCT FROM w.amount;
  IF c.booking_ids IS NOT NULL THEN
    PERFORM bills_write_allocations(c.booking_ids, c.payment_ids, c.bill_ids, c.amounts, actor);
  END IF;
END $$;

-- What a payment paid is let go (before it is deleted, or moved to another stay).
CREATE OR REPLACE FUNCTION bills_release_payment(payment integer, actor text) RETURNS void LANGUAGE sql AS $$
  SELECT bills_write_allocations(array_agg(booking_id), array_agg(payment_id), array_agg(bill_id),
                                 array_agg(0::bigint), actor)
  FROM bill_allocations WHERE payment_id = payment
  HAVING count(*) > 0
$$;

-- What was paid of a bill is let go (it is waived): it becomes credit, or pays the next bill.
CREATE OR REPLACE FUNCTION bills_release_bill(bill integer, actor text) RETURNS void LANGUAGE sql AS $$
  SELECT bills_write_allocations(array_agg(booking_id), array_agg(payment_id), array_agg(bill_id),
                                 array_agg(0::bigint), actor)
  FROM bill_allocations WHERE bill_id = bill
  HAVING count(*) > 0
$$;

-- What rent payments paid of these bills is let go (a bill about to lose a line or to get cheaper:
-- no check may see more paid than owed); the caller allocates its stays again afterwards. What a
-- deposit paid of them stays (a bill a deposit paid is settled, and its lines no longer change).
CREATE OR REPLACE FUNCTION bills_release_rent(bill_ids integer[], actor text) RETURNS void LANGUAGE sql AS $$
  SELECT bills_write_allocations(array_agg(a.booking_id), array_agg(a.payment_id), array_agg(a.bill_id),
                                 array_agg(0::bigint), actor)
  FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id AND p.payment_type = 2
  WHERE a.bill_id = ANY(bill_ids)
  HAVING count(*) > 0
$$;

-- A deposit pays `amount` more of a bill of its stay (a deduction of an unpaid bill, on its return).
CREATE OR REPLACE FUNCTION bills_pay_from_deposit(deposit integer, stay integer, bill integer, amount bigint, actor text)
  RETURNS void LANGUAGE sql AS $$
  SELECT bills_write_allocations(ARRAY[stay], ARRAY[deposit], ARRAY[bill],
    ARRAY[amount + coalesce((SELECT a.amount FROM bill_allocations a WHERE a.payment_id = deposit AND a.bill_id = bill), 0)],
    actor)
$$;

-- Whatever writes allocations, the sums beside them must follow: after each statement, every bill
-- and payment it touched has the paid or allocated amount its allocations add up to (the writer
-- above moves them in the same statement), and only an active payment pays a bill. A statement
-- that leaves them apart is refused, with the constraint named.
CREATE OR REPLACE FUNCTION bill_allocations_sums_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bill_ids integer[];
  payment_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT bill_id), array_agg(DISTINCT payment_id) INTO bill_ids, payment_ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT bill_id), array_agg(DISTINCT payment_id) INTO bill_ids, payment_ids
    FROM (SELECT bill_id, payment_id FROM new_rows UNION ALL SELECT bill_id, payment_id FROM old_rows) x;
  ELSE
    SELECT array_agg(DISTINCT bill_id), array_agg(DISTINCT payment_id) INTO bill_ids, payment_ids FROM old_rows;
  END IF;
  IF TG_OP <> 'DELETE' AND EXISTS (
    SELECT 1 FROM bill_allocations a JOIN payments p ON p.payment_id = a.payment_id
    WHERE a.payment_id = ANY(payment_ids) AND p.status <> 1) THEN
    RAISE EXCEPTION 'only an active payment can pay a bill' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'bill_allocations_active_payment_check';
  END IF;
  IF EXISTS (
    SELECT 1 FROM bills b
    LEFT JOIN (SELECT a.bill_id, sum(a.amount) AS s FROM bill_allocations a WHERE a.bill_id = ANY(bill_ids)
               GROUP BY a.bill_id) a ON a.bill_id = b.bill_id
    WHERE b.bill_id = ANY(bill_ids) AND b.paid_amount <> coalesce(a.s, 0)) THEN
    RAISE EXCEPTION 'a bill''s paid amount is the sum of its allocations' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'bills_paid_amount_kept';
  END IF;
  IF EXISTS (
    SELECT 1 FROM payments p
    LEFT JOIN (SELECT a.payment_id, sum(a.amount) AS s FROM bill_allocations a WHERE a.payment_id = ANY(payment_ids)
               GROUP BY a.payment_id) a ON a.payment_id = p.payment_id
    WHERE p.payment_id = ANY(payment_ids) AND p.allocated_amount <> coalesce(a.s, 0)) THEN
    RAISE EXCEPTION 'a payment''s allocated amount is the sum of its allocations' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'payments_allocated_amount_kept';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bill_allocations_sums_insert AFTER INSERT ON bill_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_allocations_sums_check();

CREATE OR REPLACE TRIGGER bill_allocations_sums_update AFTER UPDATE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_allocations_sums_check();

CREATE OR REPLACE TRIGGER bill_allocations_sums_delete AFTER DELETE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_allocations_sums_check();

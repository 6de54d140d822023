-- 5. From here on the sums are kept by statement triggers in the writing transaction, and
-- checked by the tables' CHECKs (paid <= amount, allocated <= the payment).
CREATE OR REPLACE FUNCTION bills_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE bills b SET amount = b.amount + d.delta
    FROM (SELECT bill_id, sum(amount) AS delta FROM new_rows GROUP BY bill_id) d
    WHERE b.bill_id = d.bill_id AND d.delta <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE bills b SET amount = b.amount + d.delta
    FROM (SELECT bill_id, sum(delta) AS delta
          FROM (SELECT bill_id, amount AS delta FROM new_rows UNION ALL SELECT bill_id, -amount FROM old_rows) x
          GROUP BY bill_id) d
    WHERE b.bill_id = d.bill_id AND d.delta <> 0;
  ELSE
    UPDATE bills b SET amount = b.amount - d.delta
    FROM (SELECT bill_id, sum(amount) AS delta FROM old_rows GROUP BY bill_id) d
    WHERE b.bill_id = d.bill_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bill_lines_amount_insert AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_lines();

CREATE OR REPLACE TRIGGER bill_lines_amount_update AFTER UPDATE ON bill_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_lines();

CREATE OR REPLACE TRIGGER bill_lines_amount_delete AFTER DELETE ON bill_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_lines();

-- 2. The allocations' sum triggers (as in 0014) leave the sums to bills_reallocate while it writes
-- a list of stays' allocations: it moves each bill's paid and each payment's allocated amount once,
-- by the net change of all it wrote, right after. It sets the flag just before the one statement
-- that writes the allocations and clears it just after (a transaction-local setting: an error
-- takes it back with the statement); no trigger of bills or payments writes allocations, so no
-- other allocation is written meanwhile.
CREATE OR REPLACE FUNCTION bills_apply_allocations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kamar.allocation_sums', true) = 'bills_reallocate' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN payments p ON p.payment_id = n.payment_id WHERE p.status <> 1) THEN
      RAISE EXCEPTION 'only an active payment can pay a bill' USING ERRCODE = 'check_violation',
        CONSTRAINT = 'bill_allocations_active_payment_check';
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    WITH d AS (SELECT bill_id, payment_id, amount AS delta FROM new_rows),
         b AS (UPDATE bills b SET paid_amount = b.paid_amount + s.delta
               FROM (SELECT bill_id, sum(delta) AS delta FROM d GROUP BY bill_id) s WHERE b.bill_id = s.bill_id)
    UPDATE payments p SET allocated_amount = p.allocated_amount + s.delta
    FROM (SELECT payment_id, sum(delta) AS delta FROM d GROUP BY payment_id) s WHERE p.payment_id = s.payment_id;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH d AS (SELECT bill_id, payment_id, amount AS delta FROM new_rows
               UNION ALL SELECT bill_id, payment_id, -amount FROM old_rows),
         b AS (UPDATE bills b SET paid_amount = b.paid_amount + s.delta
               FROM (SELECT bill_id, sum(delta) AS delta FROM d GROUP BY bill_id) s
               WHERE b.bill_id = s.bill_id AND s.delta <> 0)
    UPDATE payments p SET allocated_amount = p.allocated_amount + s.delta
    FROM (SELECT payment_id, sum(delta) AS delta FROM d GROUP BY payment_id) s
    WHERE p.payment_id = s.payment_id AND s.delta <> 0;
  ELSE
    WITH d AS (SELECT bill_id, payment_id, -amount AS delta FROM old_rows),
         b AS (UPDATE bills b SET paid_amount = b.paid_amount + s.delta
               FROM (SELECT bill_id, sum(delta) AS delta FROM d GROUP BY bill_id) s WHERE b.bill_id = s.bill_id)
    UPDATE payments p SET allocated_amount = p.allocated_amount + s.delta
    FROM (SELECT payment_id, sum(delta) AS delta FROM d GROUP BY payment_id) s WHERE p.payment_id = s.payment_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bill_allocations_sums_insert AFTER INSERT ON bill_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_allocations();

CREATE OR REPLACE TRIGGER bill_allocations_sums_update AFTER UPDATE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_allocations();

CREATE OR REPLACE TRIGGER bill_allocations_sums_delete AFTER DELETE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bills_apply_allocations();

CREATE OR REPLACE FUNCTION deposits_apply_deductions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE payments p SET deducted_amount = p.deducted_amount + d.delta
    FROM (SELECT payment_id, sum(amount) AS delta FROM new_rows GROUP BY payment_id) d
    WHERE p.payment_id = d.payment_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE payments p SET deducted_amount = p.deducted_amount + d.delta
    FROM (SELECT payment_id, sum(delta) AS delta
          FROM (SELECT payment_id, amount AS delta FROM new_rows UNION ALL SELECT payment_id, -amount FROM old_rows) x
          GROUP BY payment_id) d
    WHERE p.payment_id = d.payment_id AND d.delta <> 0;
  ELSE
    UPDATE payments p SET deducted_amount = p.deducted_amount - d.delta
    FROM (SELECT payment_id, sum(amount) AS delta FROM old_rows GROUP BY payment_id) d
    WHERE p.payment_id = d.payment_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER deposit_deductions_sum_insert AFTER INSERT ON deposit_deductions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deposits_apply_deductions();

CREATE OR REPLACE TRIGGER deposit_deductions_sum_update AFTER UPDATE ON deposit_deductions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deposits_apply_deductions();

CREATE OR REPLACE TRIGGER deposit_deductions_sum_delete AFTER DELETE ON deposit_deductions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deposits_apply_deductions();

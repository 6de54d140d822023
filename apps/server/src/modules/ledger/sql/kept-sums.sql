-- A bill's amount is the sum of its lines, kept by statement triggers in the writing transaction
-- (a late fee added or grown, a rent prorated); the bill's CHECKs hold it against what was paid.
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

-- A deposit's deducted amount is the sum of its deductions (damage, cleaning, unpaid bills...);
-- its CHECK keeps returned + deducted within the deposit.
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

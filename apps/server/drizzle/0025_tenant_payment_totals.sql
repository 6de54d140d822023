CREATE TABLE "tenant_payment_totals" (
	"tenant_id" integer NOT NULL,
	"payment_type" smallint NOT NULL,
	"deposit_state" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_payment_totals_tenant_id_payment_type_deposit_state_status_pk" PRIMARY KEY("tenant_id","payment_type","deposit_state","status")
);
--> statement-breakpoint
-- Kept per (tenant of the payment's stay, type, deposit state, record status) like payment_counts
-- per filter value: a name search's totals read the matched tenants' rows (463 tenants for "DEWI
-- KUSUMA") instead of every payment of their stays (9,157). A group whose figures do not move is
-- not rewritten; groups in a fixed order, so two writers touching the same tenants queue instead
-- of deadlocking.
--
-- A statement on payments first takes its stays' rows in share mode, in stay order, then reads
-- their tenants: a stay changing tenant then either waits for this writer (and moves its payments
-- too) or has committed before the read (and this writer's payments go to the new tenant).
CREATE FUNCTION tenant_payment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM bookings WHERE booking_id IN (SELECT booking_id FROM new_rows) ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_payment_totals AS c (tenant_id, payment_type, deposit_state, status, row_count, amount, returned_amount)
    SELECT b.tenant_id, x.payment_type, coalesce(x.deposit_status, -1), x.status, count(*), sum(x.amount), sum(x.returned_amount)
    FROM new_rows x JOIN bookings b ON b.booking_id = x.booking_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, payment_type, deposit_state, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM bookings WHERE booking_id IN (SELECT booking_id FROM old_rows) ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_payment_totals AS c (tenant_id, payment_type, deposit_state, status, row_count, amount, returned_amount)
    SELECT b.tenant_id, x.payment_type, coalesce(x.deposit_status, -1), x.status, -count(*), -sum(x.amount), -sum(x.returned_amount)
    FROM old_rows x JOIN bookings b ON b.booking_id = x.booking_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, payment_type, deposit_state, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  ELSE
    PERFORM 1 FROM bookings
    WHERE booking_id IN (SELECT booking_id FROM old_rows UNION SELECT booking_id FROM new_rows)
    ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_payment_totals AS c (tenant_id, payment_type, deposit_state, status, row_count, amount, returned_amount)
    SELECT b.tenant_id, d.payment_type, d.deposit_state, d.status, sum(d.n), sum(d.amount), sum(d.returned)
    FROM (
      SELECT booking_id, payment_type, coalesce(deposit_status, -1) AS deposit_state, status, -1 AS n,
             -amount AS amount, -returned_amount AS returned
      FROM old_rows
      UNION ALL
      SELECT booking_id, payment_type, coalesce(deposit_status, -1), status, 1, amount, returned_amount FROM new_rows
    ) d JOIN bookings b ON b.booking_id = d.booking_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0 OR sum(d.returned) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, payment_type, deposit_state, status) DO UPDATE
      SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
          returned_amount = c.returned_amount + excluded.returned_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stay that changes tenant takes its payments' figures from the old tenant to the new one.
CREATE FUNCTION tenant_payment_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_payment_totals AS c (tenant_id, payment_type, deposit_state, status, row_count, amount, returned_amount)
  SELECT tenant_id, payment_type, deposit_state, status, sum(n), sum(amount), sum(returned)
  FROM (
    SELECT CASE WHEN s.side = 1 THEN nw.tenant_id ELSE o.tenant_id END AS tenant_id, x.payment_type,
           coalesce(x.deposit_status, -1) AS deposit_state, x.status,
           s.side AS n, s.side * x.amount AS amount, s.side * x.returned_amount AS returned
    FROM old_rows o
    JOIN new_rows nw ON nw.booking_id = o.booking_id AND nw.tenant_id <> o.tenant_id
    JOIN payments x ON x.booking_id = o.booking_id
    CROSS JOIN (VALUES (-1), (1)) s(side)
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(returned) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, payment_type, deposit_state, status) DO UPDATE
    SET row_count = c.row_count + excluded.row_count, amount = c.amount + excluded.amount,
        returned_amount = c.returned_amount + excluded.returned_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_tenant_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_payment_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_tenant_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_payment_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_tenant_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_payment_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_tenant_payment_totals_move AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_payment_totals_move();
--> statement-breakpoint
INSERT INTO tenant_payment_totals (tenant_id, payment_type, deposit_state, status, row_count, amount, returned_amount)
SELECT b.tenant_id, x.payment_type, coalesce(x.deposit_status, -1), x.status, count(*), sum(x.amount), sum(x.returned_amount)
FROM payments x JOIN bookings b ON b.booking_id = x.booking_id GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A name search's first pages walk the list's order and keep the matched stays' payments: with
-- the stay and the filtered columns in the index that walk reads the index alone.
DROP INDEX IF EXISTS payments_list_order_idx;
--> statement-breakpoint
CREATE INDEX payments_list_order_idx ON payments (payment_date DESC, payment_id DESC)
  INCLUDE (booking_id, status, payment_type, payment_periode_year, payment_periode_month);
--> statement-breakpoint
-- A tenant's stays from the index alone: a name search reads 463 tenants' 2,315 stays without
-- visiting the bookings.
DROP INDEX "bookings_tenant_idx";--> statement-breakpoint
CREATE INDEX "bookings_tenant_idx" ON "bookings" USING btree ("tenant_id","booking_id");

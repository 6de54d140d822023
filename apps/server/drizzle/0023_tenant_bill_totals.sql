CREATE TABLE "tenant_bill_totals" (
	"tenant_id" integer NOT NULL,
	"bill_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_bill_totals_tenant_id_bill_status_status_pk" PRIMARY KEY("tenant_id","bill_status","status"),
	CONSTRAINT "tenant_bill_totals_status_check" CHECK ("tenant_bill_totals"."bill_status" between 1 and 4 and "tenant_bill_totals"."status" in (1, 2))
);
--> statement-breakpoint
-- Kept per (tenant of the bill's stay, bill status, record status) like bill_totals per month: a
-- name search's totals read the matched tenants' rows (463 tenants for "DEWI KUSUMA") instead of
-- their stays' bills (12,600). A group whose figures do not move is not rewritten; groups in a
-- fixed order, so two writers touching the same tenants queue instead of deadlocking.
--
-- A statement on bills first takes its stays' rows in share mode, in stay order, then reads their
-- tenants: a stay changing tenant then either waits for this writer (and moves its bills too) or
-- has committed before the read (and this writer's bills go to the new tenant). Without it a bill
-- written while its stay moves lands on the old tenant (tenant-bill-totals.test). Every writer in
-- the server locks its stays FOR UPDATE, in stay order, before touching their bills (and the
-- booking form before changing the tenant), so for them the share lock is one they already hold
-- more strongly: no wait, no new lock order. Only a writer that skips that lock can wait here,
-- or deadlock with one that locks the stay and then writes its bills; PostgreSQL then cancels
-- one of the two, and no figure is wrong.
CREATE FUNCTION tenant_bill_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM bookings WHERE booking_id IN (SELECT booking_id FROM new_rows) ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_bill_totals (tenant_id, bill_status, status, row_count, amount, paid_amount)
    SELECT b.tenant_id, x.bill_status, x.status, count(*), sum(x.amount), sum(x.paid_amount)
    FROM new_rows x JOIN bookings b ON b.booking_id = x.booking_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, bill_status, status) DO UPDATE
      SET row_count = tenant_bill_totals.row_count + excluded.row_count, amount = tenant_bill_totals.amount + excluded.amount,
          paid_amount = tenant_bill_totals.paid_amount + excluded.paid_amount;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM bookings WHERE booking_id IN (SELECT booking_id FROM old_rows) ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_bill_totals (tenant_id, bill_status, status, row_count, amount, paid_amount)
    SELECT b.tenant_id, x.bill_status, x.status, -count(*), -sum(x.amount), -sum(x.paid_amount)
    FROM old_rows x JOIN bookings b ON b.booking_id = x.booking_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, bill_status, status) DO UPDATE
      SET row_count = tenant_bill_totals.row_count + excluded.row_count, amount = tenant_bill_totals.amount + excluded.amount,
          paid_amount = tenant_bill_totals.paid_amount + excluded.paid_amount;
  ELSE
    PERFORM 1 FROM bookings
    WHERE booking_id IN (SELECT booking_id FROM old_rows UNION SELECT booking_id FROM new_rows)
    ORDER BY booking_id FOR SHARE;
    INSERT INTO tenant_bill_totals (tenant_id, bill_status, status, row_count, amount, paid_amount)
    SELECT b.tenant_id, d.bill_status, d.status, sum(d.n), sum(d.amount), sum(d.paid_amount)
    FROM (
      SELECT booking_id, bill_status, status, -1 AS n, -amount AS amount, -paid_amount AS paid_amount FROM old_rows
      UNION ALL
      SELECT booking_id, bill_status, status, 1, amount, paid_amount FROM new_rows
    ) d JOIN bookings b ON b.booking_id = d.booking_id
    GROUP BY 1, 2, 3
    HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0 OR sum(d.paid_amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, bill_status, status) DO UPDATE
      SET row_count = tenant_bill_totals.row_count + excluded.row_count, amount = tenant_bill_totals.amount + excluded.amount,
          paid_amount = tenant_bill_totals.paid_amount + excluded.paid_amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stay that changes tenant takes its bills' figures from the old tenant to the new one.
CREATE FUNCTION tenant_bill_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_bill_totals (tenant_id, bill_status, status, row_count, amount, paid_amount)
  SELECT tenant_id, bill_status, status, sum(n), sum(amount), sum(paid_amount)
  FROM (
    SELECT CASE WHEN s.side = 1 THEN nw.tenant_id ELSE o.tenant_id END AS tenant_id, x.bill_status, x.status,
           s.side AS n, s.side * x.amount AS amount, s.side * x.paid_amount AS paid_amount
    FROM old_rows o
    JOIN new_rows nw ON nw.booking_id = o.booking_id AND nw.tenant_id <> o.tenant_id
    JOIN bills x ON x.booking_id = o.booking_id
    CROSS JOIN (VALUES (-1), (1)) s(side)
  ) d
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(paid_amount) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bill_status, status) DO UPDATE
    SET row_count = tenant_bill_totals.row_count + excluded.row_count, amount = tenant_bill_totals.amount + excluded.amount,
        paid_amount = tenant_bill_totals.paid_amount + excluded.paid_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_tenant_totals_insert AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_bill_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bills_tenant_totals_update AFTER UPDATE ON bills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_bill_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bills_tenant_totals_delete AFTER DELETE ON bills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_bill_totals_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_tenant_totals_move AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_bill_totals_move();
--> statement-breakpoint
INSERT INTO tenant_bill_totals (tenant_id, bill_status, status, row_count, amount, paid_amount)
SELECT b.tenant_id, x.bill_status, x.status, count(*), sum(x.amount), sum(x.paid_amount)
FROM bills x JOIN bookings b ON b.booking_id = x.booking_id GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A name search's first pages walk the due-date order and keep the bills of the matched stays:
-- with the stay in the index that walk reads the index alone.
DROP INDEX "bills_due_idx";--> statement-breakpoint
CREATE INDEX "bills_due_idx" ON "bills" USING btree ("due_date", "bill_id") INCLUDE ("amount", "paid_amount", "bill_status", "status", "booking_id");

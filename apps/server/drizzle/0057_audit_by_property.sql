-- Each audit entry names the property of its record (modules/audit/sql/audit.sql,
-- audit_property_of), so the Owner's trail can be read per property (Audit/GetList `propertyId`)
-- by audit_log_property_idx, counted from the entries per property and day (audit_property_counts,
-- kept by the counts' trigger).
ALTER TABLE "audit_log" ADD COLUMN "property_id" integer;--> statement-breakpoint
-- The entries written before name their record's property as it stands now, where the record is
-- still there; the append-only trigger is off for this one statement (a restore loads the table
-- the same way).
ALTER TABLE "audit_log" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "audit_log" a SET "property_id" = m.property_id
FROM (
  SELECT 'property' AS entity, property_id AS id, property_id FROM properties
  UNION ALL SELECT 'room', room_id, property_id FROM rooms
  UNION ALL SELECT 'roomType', room_type_id, property_id FROM room_types
  UNION ALL SELECT 'floorPlanCell', cell_id, property_id FROM floor_plan_cells
  UNION ALL SELECT 'employee', employee_id, property_id FROM employees
  UNION ALL SELECT 'expense', expense_id, property_id FROM expenses WHERE property_id IS NOT NULL
  UNION ALL SELECT 'recurringExpense', recurring_expense_id, property_id FROM recurring_expenses WHERE property_id IS NOT NULL
  UNION ALL SELECT 'tenant', tenant_id, property_id FROM tenants
  UNION ALL SELECT 'booking', b.booking_id, r.property_id FROM bookings b JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'payment', p.payment_id, r.property_id
    FROM payments p JOIN bookings b ON b.booking_id = p.booking_id JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'bill', x.bill_id, r.property_id
    FROM bills x JOIN bookings b ON b.booking_id = x.booking_id JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'billAllocation', a.allocation_id, r.property_id
    FROM bill_allocations a JOIN bookings b ON b.booking_id = a.booking_id JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'reminder', m.reminder_id, r.property_id
    FROM reminders m JOIN bookings b ON b.booking_id = m.booking_id JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'billLine', l.bill_line_id, r.property_id
    FROM bill_lines l JOIN bills x ON x.bill_id = l.bill_id JOIN bookings b ON b.booking_id = x.booking_id
    JOIN rooms r ON r.room_id = b.room_id
  UNION ALL SELECT 'depositDeduction', d.deduction_id, r.property_id
    FROM deposit_deductions d JOIN payments p ON p.payment_id = d.payment_id JOIN bookings b ON b.booking_id = p.booking_id
    JOIN rooms r ON r.room_id = b.room_id
) m
WHERE a.entity = m.entity AND a.record_id = m.id;--> statement-breakpoint
-- A user's properties are one entry per property given or taken: the property is in its change.
UPDATE "audit_log" a SET "property_id" = (
  SELECT coalesce(c ->> 2, c ->> 1)::integer FROM jsonb_array_elements(a.changes) c WHERE c ->> 0 = 'property_id' LIMIT 1)
WHERE a.entity = 'userProperty';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "audit_log_property_idx" ON "audit_log" USING btree ("property_id","audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "audit_property_counts" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"entries" bigint NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_property_counts_property_id_day_slot_pk" PRIMARY KEY("property_id","day","slot")
);--> statement-breakpoint
-- Counted from the entries, into slot 0. A day is the session's, BUSINESS_TIMEZONE, as the trigger
-- counts it.
INSERT INTO "audit_property_counts" ("day", "property_id", "slot", "entries")
SELECT audit_date::date, property_id, 0, count(*) FROM "audit_log" WHERE property_id IS NOT NULL GROUP BY 1, 2;

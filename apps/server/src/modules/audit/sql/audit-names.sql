-- The names the audit trail shows its records by (audit-names.ts, audit-text.ts): worked out when
-- the trail is read, never stored (an entry never changes). plpgsql, so that each lookup's plan is
-- made once per connection and not planned again with every page (the names of a page are read
-- with its entries, in one statement).

-- A record's name as it is now: a room's number, a tenant's name, a payment's receipt number, a
-- bill's number, a booking's tenant and room ({tenant, room}); null when the record is gone. A
-- kind of record with no name of its own (a setting, a logo) answers "#<id>".
CREATE OR REPLACE FUNCTION audit_record_name(of_kind text, of_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  CASE of_kind
    WHEN 'user' THEN RETURN (SELECT to_jsonb(x.username) FROM users x WHERE x.user_id = of_id);
    WHEN 'tenant' THEN RETURN (SELECT to_jsonb(x.tenant_name) FROM tenants x WHERE x.tenant_id = of_id);
    WHEN 'tenantPhoto' THEN RETURN (SELECT to_jsonb(coalesce(
        (SELECT t.tenant_name FROM tenants t WHERE t.photo_id = x.photo_id ORDER BY t.tenant_id LIMIT 1),
        '#' || x.photo_id)) FROM tenant_photos x WHERE x.photo_id = of_id);
    WHEN 'room' THEN RETURN (SELECT to_jsonb(x.room_number) FROM rooms x WHERE x.room_id = of_id);
    WHEN 'roomType' THEN RETURN (SELECT to_jsonb(x.room_type_name) FROM room_types x WHERE x.room_type_id = of_id);
    WHEN 'cardVendor' THEN
      RETURN (SELECT to_jsonb(x.card_vendor_name) FROM card_vendors x WHERE x.card_vendor_id = of_id);
    WHEN 'employee' THEN RETURN (SELECT to_jsonb(x.employee_name) FROM employees x WHERE x.employee_id = of_id);
    WHEN 'expenseCategory' THEN RETURN (
      SELECT to_jsonb(x.expense_category_name) FROM expense_categories x WHERE x.expense_category_id = of_id);
    WHEN 'booking' THEN RETURN (
      SELECT jsonb_build_object('tenant', t.tenant_name, 'room', r.room_number)
      FROM bookings b JOIN tenants t ON t.tenant_id = b.tenant_id JOIN rooms r ON r.room_id = b.room_id
      WHERE b.booking_id = of_id);
    WHEN 'payment' THEN RETURN (SELECT to_jsonb(x.receipt_number) FROM payments x WHERE x.payment_id = of_id);
    WHEN 'bill' THEN RETURN (SELECT to_jsonb(x.document_number) FROM bills x WHERE x.bill_id = of_id);
    WHEN 'billLine' THEN RETURN (
      SELECT to_jsonb(b.document_number) FROM bill_lines x JOIN bills b ON b.bill_id = x.bill_id
      WHERE x.bill_line_id = of_id);
    WHEN 'billAllocation' THEN RETURN (
      SELECT to_jsonb(b.document_number) FROM bill_allocations x JOIN bills b ON b.bill_id = x.bill_id
      WHERE x.allocation_id = of_id);
    WHEN 'depositDeduction' THEN RETURN (
      SELECT to_jsonb(p.receipt_number) FROM deposit_deductions x JOIN payments p ON p.payment_id = x.payment_id
      WHERE x.deduction_id = of_id);
    WHEN 'expense' THEN RETURN (SELECT to_jsonb('#' || x.expense_id) FROM expenses x WHERE x.expense_id = of_id);
    WHEN 'floorPlanCell' THEN RETURN (
      SELECT to_jsonb(coalesce(x.room_number, '#' || x.cell_id)) FROM floor_plan_cells x WHERE x.cell_id = of_id);
    WHEN 'businessProfile' THEN
      RETURN (SELECT to_jsonb(x.business_name) FROM business_profile x WHERE x.profile_id = of_id);
    WHEN 'shareLink' THEN RETURN (SELECT to_jsonb(x.document_number) FROM share_links x WHERE x.share_link_id = of_id);
    WHEN 'reminder' THEN RETURN (
      SELECT jsonb_build_object('tenant', t.tenant_name, 'room', r.room_number)
      FROM reminders x JOIN bookings b ON b.booking_id = x.booking_id
      JOIN tenants t ON t.tenant_id = b.tenant_id JOIN rooms r ON r.room_id = b.room_id
      WHERE x.reminder_id = of_id);
    ELSE RETURN to_jsonb('#' || of_id);
  END CASE;
END $$;

-- The names of an entry's records, as {"room:9": "304", ...}: its own record and every record a
-- changed column refers to. `refs` names the columns that hold another record's id and its kind
-- ({"room_id": "room", ...}: the contract's auditReferenceFields, sent by the caller). A record
-- that is gone has no key.
CREATE OR REPLACE FUNCTION audit_names(entity text, record_id integer, changes jsonb, refs jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_object_agg(r.kind || ':' || r.id, r.name) FILTER (WHERE r.name IS NOT NULL), '{}'::jsonb)
    FROM (
      SELECT x.kind, x.id, audit_record_name(x.kind, x.id) AS name
      FROM (
        SELECT audit_names.entity AS kind, audit_names.record_id AS id WHERE audit_names.record_id IS NOT NULL
        UNION
        SELECT refs ->> (c.value ->> 0), (v.value #>> '{}')::integer
        FROM jsonb_array_elements(audit_names.changes) c
        CROSS JOIN LATERAL (VALUES (c.value -> 1), (c.value -> 2)) v(value)
        WHERE refs ? (c.value ->> 0) AND jsonb_typeof(v.value) = 'number'
      ) x
    ) r);
END $$;

import { auditReferenceFields } from '@kamar/contract';
import { sql } from 'drizzle-orm';

/**
 * The names an entry's records go by, read in the statement that reads the entries (one read per
 * page or export batch, not one per row): the entry's own record and every record a changed
 * column refers to (a booking's room and tenant), as `{ "room:9": "304", ... }`. A name is text,
 * or the parts a booking is named by (`{ tenant, room }`: the words are the reader's language's).
 * A record gone from its table has no name here, so the trail shows it as deleted; a kind of
 * record with no name of its own (a setting, a logo) is never looked up.
 */

/** Each kind of record's name, looked up by its id (`r.id`); null when no such row is left. */
const bookingName = (id: ReturnType<typeof sql>) => sql`(
  select jsonb_build_object('tenant', t.tenant_name, 'room', rm.room_number)
  from bookings b join tenants t on t.tenant_id = b.tenant_id join rooms rm on rm.room_id = b.room_id
  where b.booking_id = ${id})`;

const NAME_OF_KIND = sql`case r.kind
  when 'user' then (select to_jsonb(u.username) from users u where u.user_id = r.id)
  when 'tenant' then (select to_jsonb(t.tenant_name) from tenants t where t.tenant_id = r.id)
  when 'tenantPhoto' then coalesce(
    (select to_jsonb(t.tenant_name) from tenants t where t.photo_id = r.id order by t.tenant_id limit 1),
    (select to_jsonb('#' || p.photo_id) from tenant_photos p where p.photo_id = r.id))
  when 'room' then (select to_jsonb(x.room_number) from rooms x where x.room_id = r.id)
  when 'roomType' then (select to_jsonb(x.room_type_name) from room_types x where x.room_type_id = r.id)
  when 'cardVendor' then (select to_jsonb(x.card_vendor_name) from card_vendors x where x.card_vendor_id = r.id)
  when 'employee' then (select to_jsonb(x.employee_name) from employees x where x.employee_id = r.id)
  when 'booking' then ${bookingName(sql`r.id`)}
  when 'payment' then (select to_jsonb(x.receipt_number) from payments x where x.payment_id = r.id)
  when 'bill' then (select to_jsonb(x.document_number) from bills x where x.bill_id = r.id)
  when 'billLine' then (select to_jsonb(b.document_number) from bill_lines x join bills b on b.bill_id = x.bill_id
                        where x.bill_line_id = r.id)
  when 'billAllocation' then (select to_jsonb(b.document_number) from bill_allocations x
                              join bills b on b.bill_id = x.bill_id where x.allocation_id = r.id)
  when 'depositDeduction' then (select to_jsonb(p.receipt_number) from deposit_deductions x
                                join payments p on p.payment_id = x.payment_id where x.deduction_id = r.id)
  when 'expense' then (select to_jsonb('#' || x.expense_id) from expenses x where x.expense_id = r.id)
  when 'floorPlanCell' then (select to_jsonb(coalesce(x.room_number, '#' || x.cell_id)) from floor_plan_cells x
                             where x.cell_id = r.id)
  when 'businessProfile' then (select to_jsonb(x.business_name) from business_profile x where x.profile_id = r.id)
  when 'shareLink' then (select to_jsonb(x.document_number) from share_links x where x.share_link_id = r.id)
  when 'reminder' then (select ${bookingName(sql`x.booking_id`)} from reminders x where x.reminder_id = r.id)
  end`;

/** The kinds looked up above: any other kind's record is shown by its id ("#3"), never as deleted. */
export const NAMED_KINDS: ReadonlySet<string> = new Set([
  'user',
  'tenant',
  'tenantPhoto',
  'room',
  'roomType',
  'cardVendor',
  'employee',
  'booking',
  'payment',
  'bill',
  'billLine',
  'billAllocation',
  'depositDeduction',
  'expense',
  'floorPlanCell',
  'businessProfile',
  'shareLink',
  'reminder',
]);

/** The stored column of each reference field (tenantId -> tenant_id) and the kind it names. */
const REFERENCES = sql.raw(
  Object.entries(auditReferenceFields)
    .map(([field, kind]) => `('${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}', '${kind}')`)
    .join(', '),
);

/** `names` of the entry `a` (audit_log): a column of the statement that reads the entries. */
export const ENTRY_NAMES = sql`(
  select coalesce(jsonb_object_agg(r.kind || ':' || r.id, r.name) filter (where r.name is not null), '{}'::jsonb)
  from (
    select r.kind, r.id, ${NAME_OF_KIND} as name
    from (
      select a.entity as kind, a.record_id as id where a.record_id is not null
      union
      select m.kind, (v.value #>> '{}')::integer
      from jsonb_array_elements(a.changes) c
      join (values ${REFERENCES}) m(col, kind) on m.col = c.value ->> 0
      cross join lateral (values (c.value -> 1), (c.value -> 2)) v(value)
      where jsonb_typeof(v.value) = 'number'
    ) r
  ) r
)`;

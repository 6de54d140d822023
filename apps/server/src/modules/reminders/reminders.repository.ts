import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { intArray } from '../../db/sql-helpers.js';
import { BILL_LINES_JSON, type BillContact, type BillLinesColumn, type StaysOwed } from '../../lib/owed-reminders.js';

export type { BillContact } from '../../lib/owed-reminders.js';

/**
 * A bill's contact with what its reminder lists of it: the late fee and what was already paid,
 * and the property of its room (whose bank accounts the reminder asks to pay into).
 */
export type BillReminderFacts = BillContact &
  BillLinesColumn & { lateFee: number; paidAmount: number; propertyId: number };

const stamp = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`);
const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** What a reminder says of a bill (`x`), its stay's tenant and room. */
const CONTACT_COLUMNS = sql`
  x.bill_id as "billId", x.booking_id as "bookingId", t.tenant_name as "tenantName", t.phone,
  t.country, r.room_number as "roomNumber", ${day('x.period_start')} as "periodStart",
  ${day('x.period_end')} as "periodEnd", ${day('x.due_date')} as "dueDate",
  case when x.bill_status = 4 then 0 else x.amount - x.paid_amount end as outstanding,
  (select ${stamp('max(m.sent_at)')} from reminders m where m.bill_id = x.bill_id) as "lastRemindedAt"`;
const CONTACT_FROM = sql`
  from bills x
  join bookings b on b.booking_id = x.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id`;

export function createRemindersRepository(db: Database) {
  return {
    /** Records the reminder of an active stay's bill that is not void; undefined otherwise. */
    async insert(billId: number, sentBy: string) {
      const result = await db.execute<{ reminderId: number; sentAt: string }>(sql`
        insert into reminders (booking_id, bill_id, sent_by)
        select x.booking_id, x.bill_id, ${sentBy}
        from bills x join bookings b on b.booking_id = x.booking_id
        where x.bill_id = ${billId} and x.bill_status <> 4 and x.status = 1 and b.status = 1
        returning reminder_id as "reminderId", ${stamp('sent_at')} as "sentAt"`);
      return result.rows[0];
    },

    async contacts(billIds: number[]): Promise<BillReminderFacts[]> {
      if (billIds.length === 0) return [];
      const result = await db.execute<BillReminderFacts>(sql`
        select ${CONTACT_COLUMNS}, x.paid_amount as "paidAmount", r.property_id as "propertyId",
               ${BILL_LINES_JSON} as lines,
               coalesce((select sum(l.amount) from bill_lines l where l.bill_id = x.bill_id and l.kind = 2), 0)::bigint
                 as "lateFee"
        ${CONTACT_FROM} where x.bill_id = any(${intArray(billIds)})`);
      return result.rows.map((r) => ({ ...r, lateFee: Number(r.lateFee) }));
    },

    /**
     * Each stay's oldest bill due by `today` and still owed (the one a reminder is about), with the
     * last reminder of any bill of the stay still owed; and those bills' contacts, in one statement.
     */
    async oldestOwed(bookingIds: number[], today: string): Promise<StaysOwed> {
      if (bookingIds.length === 0) return { oldest: [], contacts: [] };
      const result = await db.execute<BillContact & { stayLastRemindedAt: string | null }>(sql`
        with o as (
          select distinct on (x.booking_id) x.booking_id, x.bill_id from bills x
          where x.booking_id = any(${intArray(bookingIds)}) and x.bill_status in (1, 2) and x.status = 1
            and x.due_date <= ${today}
          order by x.booking_id, x.due_date, x.bill_id)
        select ${CONTACT_COLUMNS},
               (select ${stamp('max(m.sent_at)')} from reminders m join bills y on y.bill_id = m.bill_id
                where m.booking_id = o.booking_id and y.bill_status in (1, 2)) as "stayLastRemindedAt"
        ${CONTACT_FROM} join o on o.bill_id = x.bill_id`);
      const rows = result.rows;
      return {
        oldest: rows.map((r) => ({ bookingId: r.bookingId, billId: r.billId, lastRemindedAt: r.stayLastRemindedAt })),
        contacts: rows.map(({ stayLastRemindedAt: _, ...contact }): BillContact => contact),
      };
    },
  };
}

import type { LastMessage, ReminderLogRow, ZReminderLogRequest } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { limitOffset, pageOffset } from '../../db/sql-helpers.js';

export type LogFilter = z.output<typeof ZReminderLogRequest>;

const stamp = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`);
const localDay = (column: string) => sql.raw(`(${column} at time zone current_setting('TimeZone'))::date`);

/**
 * One log of every message to tenants: the server's (outgoing_messages) and the reminders people
 * sent by hand on wa.me (reminders: channel 1, kind 7, status Sent). Row-level security keeps
 * each caller to the stays of their properties.
 */
const LOG = sql`(
  select m.message_id, null::int as reminder_id, m.message_kind, m.channel, m.delivery_status, m.tenant_id,
         m.booking_id, m.bill_id, m.payment_id, m.recipient, m.language, m.template_name, m.language_fallback,
         m.failure_reason, m.failure_detail, m.create_date, m.send_after, m.sent_at, m.delivered_at, m.read_at,
         m.failed_at, ''::varchar as sent_by, m.attempts
  from outgoing_messages m
  union all
  select null::int, h.reminder_id, 7, 1, 2, b.tenant_id, h.booking_id, h.bill_id, null::int, t.phone, '', '', false,
         '', '', h.sent_at, h.sent_at, h.sent_at, null, null, null, h.sent_by, 1
  from reminders h join bookings b on b.booking_id = h.booking_id join tenants t on t.tenant_id = b.tenant_id
) as g`;

const COLUMNS = sql`
  g.message_id as "messageId", g.reminder_id as "reminderId", g.message_kind as "messageKind",
  g.channel, g.delivery_status as "deliveryStatus", g.tenant_id as "tenantId",
  coalesce(t.tenant_name, '') as "tenantName", coalesce(r.room_number, '') as "roomNumber",
  g.booking_id as "bookingId", g.bill_id as "billId", coalesce(x.document_number, '') as "billNumber",
  g.payment_id as "paymentId", coalesce(p.receipt_number, '') as "receiptNumber", g.recipient, g.language,
  g.template_name as "templateName", g.language_fallback as "languageFallback",
  g.failure_reason as "failureReason", g.failure_detail as "failureDetail",
  ${stamp('g.create_date')} as "createDate", ${stamp('g.send_after')} as "sendAfter",
  ${stamp('g.sent_at')} as "sentAt", ${stamp('g.delivered_at')} as "deliveredAt",
  ${stamp('g.read_at')} as "readAt", ${stamp('g.failed_at')} as "failedAt",
  g.sent_by as "sentBy", g.attempts::int as attempts,
  coalesce(r.property_id, 0) as "propertyId", coalesce(pr.property_name, '') as "propertyName"`;

const JOINS = sql`
  left join tenants t on t.tenant_id = g.tenant_id
  left join bookings b on b.booking_id = g.booking_id
  left join rooms r on r.room_id = b.room_id
  left join properties pr on pr.property_id = r.property_id
  left join bills x on x.bill_id = g.bill_id
  left join payments p on p.payment_id = g.payment_id`;

export function createMessageLogRepository(db: Database) {
  return {
    async list(filter: LogFilter): Promise<{ rows: Omit<ReminderLogRow, 'rowNumber'>[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.tenantId) conditions.push(sql`g.tenant_id = ${filter.tenantId}`);
      if (filter.billId) conditions.push(sql`g.bill_id = ${filter.billId}`);
      if (filter.channel) conditions.push(sql`g.channel = ${filter.channel}`);
      if (filter.deliveryStatus) conditions.push(sql`g.delivery_status = ${filter.deliveryStatus}`);
      if (filter.messageKind) conditions.push(sql`g.message_kind = ${filter.messageKind}`);
      if (filter.dateFrom) conditions.push(sql`${localDay('g.create_date')} >= ${filter.dateFrom}::date`);
      if (filter.dateTo) conditions.push(sql`${localDay('g.create_date')} <= ${filter.dateTo}::date`);
      if (filter.propertyId) conditions.push(sql`r.property_id = ${filter.propertyId}`);
      const where = sql.join(conditions, sql` and `);
      const [rows, total] = await Promise.all([
        db.execute<Omit<ReminderLogRow, 'rowNumber'>>(sql`
          select ${COLUMNS} from ${LOG} ${JOINS} where ${where}
          order by g.create_date desc, g.message_id desc nulls last, g.reminder_id desc
          ${limitOffset(filter.pageSize, pageOffset(filter))}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from ${LOG} ${JOINS} where ${where}`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },

    /** The last message about a bill, or the last of all (the dashboard), of the properties the caller sees. */
    async last(billId: number | null, propertyId?: number | null): Promise<LastMessage | null> {
      const conditions: SQL[] = [billId === null ? sql`true` : sql`g.bill_id = ${billId}`];
      if (propertyId) conditions.push(sql`r.property_id = ${propertyId}`);
      const result = await db.execute<LastMessage>(sql`
        select g.message_kind as "messageKind", g.channel, g.delivery_status as "deliveryStatus",
               g.failure_reason as "failureReason", ${stamp('coalesce(g.sent_at, g.create_date)')} as at,
               coalesce(t.tenant_name, '') as "tenantName"
        from ${LOG} ${JOINS} where ${sql.join(conditions, sql` and `)} and g.message_kind <> 6
        order by coalesce(g.sent_at, g.create_date) desc limit 1`);
      return result.rows[0] ?? null;
    },

    /** Today's messages the server made (business day), by delivery status. */
    async countsOn(day: string, propertyId?: number | null) {
      const result = await db.execute<{ status: number; n: number }>(sql`
        select m.delivery_status as status, count(*)::int as n from outgoing_messages m
        ${propertyId ? sql`join bookings b on b.booking_id = m.booking_id join rooms r on r.room_id = b.room_id` : sql``}
        where ${localDay('m.create_date')} = ${day}::date and m.message_kind <> 6
          ${propertyId ? sql`and r.property_id = ${propertyId}` : sql``}
        group by 1`);
      const n = (status: number) => result.rows.find((r) => r.status === status)?.n ?? 0;
      return { queued: n(1), sent: n(2), delivered: n(3), read: n(4), failed: n(5) };
    },
  };
}

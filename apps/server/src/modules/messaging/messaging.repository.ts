import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { messageChannels } from './messaging.table.js';
import type { RuleSet } from './reminder-moments.js';

/** The channels' one row as stored (secrets included: the service never answers them). */
export type ChannelsRow = Omit<typeof messageChannels.$inferSelect, 'channelsId' | 'updateDate' | 'updateBy'>;

export type RuleSetRow = RuleSet & { propertyId: number | null; receiptSince: string };

/** A bill that may be due a reminder: its stay, tenant and the kinds it was already sent. */
export type Candidate = {
  billId: number;
  bookingId: number;
  tenantId: number;
  propertyId: number;
  dueDate: string;
  phone: string;
  email: string;
  country: string;
  reminderChannel: number;
  sentKinds: number[];
};

/** A payment that may be due its receipt message. */
export type ReceiptCandidate = Omit<Candidate, 'billId' | 'dueDate' | 'sentKinds'> & {
  paymentId: number;
  /** When the payment was recorded (ms since the epoch). */
  createdMs: number;
};

export type QueuedMessage = {
  messageId: number;
  messageKind: number;
  channel: number;
  bookingId: number | null;
  billId: number | null;
  paymentId: number | null;
  tenantId: number | null;
  recipient: string;
  language: 'id' | 'en';
  deliveryStatus: number;
  attempts: number;
  sendAfter: Date;
};

export type NewMessage = {
  messageKind: number;
  channel: number;
  bookingId: number | null;
  billId: number | null;
  paymentId: number | null;
  tenantId: number | null;
  recipient: string;
  language: string;
  sendAfter: Date;
  createBy: string;
};

const RULE_COLUMNS = sql`property_id as "propertyId", before_due_on as "beforeDueOn", before_due_days as "beforeDueDays",
  on_due_on as "onDueOn", after_due_on as "afterDueOn", after_due_days as "afterDueDays",
  after_due_again_on as "afterDueAgainOn", after_due_again_days as "afterDueAgainDays", receipt_on as "receiptOn",
  receipt_since as "receiptSince", quiet_hours_on as "quietHoursOn", quiet_start as "quietStart", quiet_end as "quietEnd"`;

export function createMessagingRepository(db: Database) {
  return {
    async channels(executor: Executor = db): Promise<ChannelsRow> {
      const [row] = await executor.select().from(messageChannels).where(eq(messageChannels.channelsId, 1));
      if (!row) throw new Error('message_channels has no row (migration 0065)');
      const { channelsId: _, updateDate: __, updateBy: ___, ...channels } = row;
      return channels;
    },

    async updateChannels(values: Partial<ChannelsRow>, updateBy: string) {
      await db
        .update(messageChannels)
        .set({ ...values, updateDate: sql`now()`, updateBy })
        .where(eq(messageChannels.channelsId, 1));
    },

    /** The business's rules (property null) and every property's own, as row-level security shows them. */
    async ruleSets(executor: Executor = db): Promise<RuleSetRow[]> {
      const result = await executor.execute<RuleSetRow & { receiptSince: Date | string }>(
        sql`select ${RULE_COLUMNS} from reminder_rules order by property_id nulls first`,
      );
      return result.rows.map((r) => ({ ...r, receiptSince: new Date(r.receiptSince).toISOString() }));
    },

    async upsertRules(propertyId: number | null, rules: RuleSet, updateBy: string) {
      const values = sql`${rules.beforeDueOn}, ${rules.beforeDueDays}, ${rules.onDueOn}, ${rules.afterDueOn},
        ${rules.afterDueDays}, ${rules.afterDueAgainOn}, ${rules.afterDueAgainDays}, ${rules.receiptOn},
        ${rules.quietHoursOn}, ${rules.quietStart}, ${rules.quietEnd}`;
      await db.execute(sql`
        insert into reminder_rules as r (property_id, before_due_on, before_due_days, on_due_on, after_due_on,
          after_due_days, after_due_again_on, after_due_again_days, receipt_on, quiet_hours_on, quiet_start,
          quiet_end, update_by)
        values (${propertyId}, ${values}, ${updateBy})
        on conflict (coalesce(property_id, 0)) do update set
          before_due_on = excluded.before_due_on, before_due_days = excluded.before_due_days,
          on_due_on = excluded.on_due_on, after_due_on = excluded.after_due_on,
          after_due_days = excluded.after_due_days, after_due_again_on = excluded.after_due_again_on,
          after_due_again_days = excluded.after_due_again_days, receipt_on = excluded.receipt_on,
          -- Turning receipts on sends none for the payments made while they were off.
          receipt_since = case when r.receipt_on then r.receipt_since else now() end,
          quiet_hours_on = excluded.quiet_hours_on, quiet_start = excluded.quiet_start,
          quiet_end = excluded.quiet_end, update_date = now(), update_by = excluded.update_by`);
    },

    async dropRules(propertyId: number) {
      await db.execute(sql`delete from reminder_rules where property_id = ${propertyId}`);
    },

    /**
     * Open bills of running stays due between `from` and `to`, whose tenant takes automatic
     * messages, with the rule messages each already has.
     */
    async candidates(executor: Executor, from: string, to: string): Promise<Candidate[]> {
      const result = await executor.execute<Candidate & { dueDate: string }>(sql`
        select x.bill_id as "billId", x.booking_id as "bookingId", t.tenant_id as "tenantId",
               r.property_id as "propertyId", to_char(x.due_date, 'YYYY-MM-DD') as "dueDate",
               t.phone, t.email, t.country, t.reminder_channel as "reminderChannel",
               coalesce((select array_agg(m.message_kind::int) from outgoing_messages m
                         where m.bill_id = x.bill_id and m.message_kind between 1 and 4), '{}') as "sentKinds"
        from bills x
        join bookings b on b.booking_id = x.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        where x.due_date between ${from} and ${to} and x.bill_status in (1, 2) and x.status = 1
          and x.amount > x.paid_amount and b.status = 1 and not t.reminder_opt_out`);
      return result.rows;
    },

    /**
     * Payments recorded in the last `hours` (by the database's clock, which stamped them) with no
     * receipt message yet, of tenants who take automatic messages.
     */
    async receiptCandidates(executor: Executor, hours: number, since: Date): Promise<ReceiptCandidate[]> {
      const result = await executor.execute<ReceiptCandidate & { createdMs: string | number }>(sql`
        select p.payment_id as "paymentId", p.booking_id as "bookingId", t.tenant_id as "tenantId",
               r.property_id as "propertyId", t.phone, t.email, t.country, t.reminder_channel as "reminderChannel",
               (extract(epoch from p.create_date) * 1000)::float8 as "createdMs"
        from payments p
        join bookings b on b.booking_id = p.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        where p.create_date >= greatest(now() - make_interval(hours => ${hours}), ${since.toISOString()}::timestamptz)
          and p.status = 1 and not t.reminder_opt_out
          and not exists (select 1 from outgoing_messages m where m.payment_id = p.payment_id and m.message_kind = 5)`);
      return result.rows.map((r) => ({ ...r, createdMs: Number(r.createdMs) }));
    },

    /**
     * Makes the messages, in one statement, but for a bill (or payment) that already has one of
     * its kind; answers those made, with when each may go.
     */
    async insertMany(executor: Executor, messages: NewMessage[]): Promise<{ messageId: number; sendAfter: Date }[]> {
      if (messages.length === 0) return [];
      const rows = messages.map((m) => ({ ...m, sendAfter: m.sendAfter.toISOString() }));
      const result = await executor.execute<{ messageId: number; sendAfter: Date }>(sql`
        insert into outgoing_messages (message_kind, channel, booking_id, bill_id, payment_id, tenant_id, recipient,
          language, send_after, create_by)
        select m."messageKind", m.channel, m."bookingId", m."billId", m."paymentId", m."tenantId", m.recipient,
               m.language, m."sendAfter", m."createBy"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("messageKind" smallint, channel smallint,
          "bookingId" integer, "billId" integer, "paymentId" integer, "tenantId" integer, recipient varchar,
          language varchar, "sendAfter" timestamptz, "createBy" varchar)
        on conflict do nothing
        returning message_id as "messageId", send_after as "sendAfter"`);
      return result.rows.map((r) => ({ messageId: r.messageId, sendAfter: new Date(r.sendAfter) }));
    },

    /** Queued messages left waiting long after their time (their job lost): asked to go again. */
    async overdueQueued(executor: Executor, before: Date): Promise<{ messageId: number; sendAfter: Date }[]> {
      const result = await executor.execute<{ messageId: number; sendAfter: Date }>(sql`
        select message_id as "messageId", send_after as "sendAfter" from outgoing_messages
        where delivery_status = 1 and send_after < ${before.toISOString()} order by send_after limit 500`);
      return result.rows;
    },

    /** The message, its row locked until the transaction ends (one sender at a time). */
    async lock(executor: Executor, messageId: number): Promise<QueuedMessage | undefined> {
      const result = await executor.execute<QueuedMessage>(sql`
        select message_id as "messageId", message_kind as "messageKind", channel, booking_id as "bookingId",
               bill_id as "billId", payment_id as "paymentId", tenant_id as "tenantId", recipient, language,
               delivery_status as "deliveryStatus", attempts, send_after as "sendAfter"
        from outgoing_messages where message_id = ${messageId} for update`);
      const row = result.rows[0];
      return row ? { ...row, sendAfter: new Date(row.sendAfter) } : undefined;
    },

    /** Whether the bill is still owed by a running stay whose tenant takes automatic messages. */
    async stillOwed(executor: Executor, billId: number): Promise<boolean> {
      const result = await executor.execute<{ owed: boolean }>(sql`
        select exists (select 1 from bills x join bookings b on b.booking_id = x.booking_id
                       join tenants t on t.tenant_id = b.tenant_id
                       where x.bill_id = ${billId} and x.bill_status in (1, 2) and x.status = 1
                         and x.amount > x.paid_amount and b.status = 1 and not t.reminder_opt_out) as owed`);
      return result.rows[0]?.owed ?? false;
    },

    async tenantOptedOut(executor: Executor, tenantId: number): Promise<boolean> {
      const result = await executor.execute<{ out: boolean }>(
        sql`select reminder_opt_out as out from tenants where tenant_id = ${tenantId}`,
      );
      return result.rows[0]?.out ?? true;
    },

    async remove(executor: Executor, messageId: number) {
      await executor.execute(sql`delete from outgoing_messages where message_id = ${messageId}`);
    },

    async recordOutcome(
      executor: Executor,
      messageId: number,
      outcome: {
        deliveryStatus: number;
        providerMessageId?: string | null;
        failureReason?: string;
        failureDetail?: string;
        templateName?: string;
        languageFallback?: boolean;
        language?: string;
        subject?: string;
        body?: string;
      },
    ) {
      await executor.execute(sql`
        update outgoing_messages set
          delivery_status = ${outcome.deliveryStatus},
          attempts = attempts + 1,
          provider_message_id = coalesce(${outcome.providerMessageId ?? null}, provider_message_id),
          failure_reason = ${outcome.failureReason ?? ''},
          failure_detail = ${outcome.failureDetail ?? ''},
          template_name = coalesce(${outcome.templateName ?? null}, template_name),
          language_fallback = coalesce(${outcome.languageFallback ?? null}, language_fallback),
          language = coalesce(${outcome.language ?? null}, language),
          subject = coalesce(${outcome.subject ?? null}, subject),
          body = coalesce(${outcome.body ?? null}, body),
          sent_at = case when ${outcome.deliveryStatus} = 2 then now() else sent_at end,
          failed_at = case when ${outcome.deliveryStatus} = 5 then now() else failed_at end
        where message_id = ${messageId}`);
    },

    /**
     * A delivery status from the provider: applied only forward (read never goes back to
     * delivered; a failure after delivery is ignored), so statuses sent twice or out of order
     * leave the same row. Answers whether the message is ours.
     */
    async applyStatus(
      executor: Executor,
      providerMessageId: string,
      status: number,
      at: Date,
      failure?: { reason: string; detail: string },
    ): Promise<boolean> {
      const iso = at.toISOString();
      const result = await executor.execute(sql`
        update outgoing_messages set
          delivery_status = case
            when ${status} = 5 then case when delivery_status < 3 then 5 else delivery_status end
            when delivery_status = 5 then delivery_status
            else greatest(delivery_status, ${status}) end,
          sent_at = case when ${status} >= 2 and ${status} < 5 then coalesce(sent_at, ${iso}) else sent_at end,
          delivered_at = case when ${status} in (3, 4) and delivery_status <> 5 then coalesce(delivered_at, ${iso}) else delivered_at end,
          read_at = case when ${status} = 4 and delivery_status <> 5 then coalesce(read_at, ${iso}) else read_at end,
          failed_at = case when ${status} = 5 and delivery_status < 3 then coalesce(failed_at, ${iso}) else failed_at end,
          failure_reason = case when ${status} = 5 and delivery_status < 3 then ${failure?.reason ?? ''} else failure_reason end,
          failure_detail = case when ${status} = 5 and delivery_status < 3 then ${failure?.detail ?? ''} else failure_detail end
        where provider_message_id = ${providerMessageId}`);
      return (result.rowCount ?? 0) > 0;
    },

    async insertTest(
      executor: Executor,
      m: { channel: number; recipient: string; language: string; createBy: string },
    ): Promise<number> {
      const result = await executor.execute<{ messageId: number }>(sql`
        insert into outgoing_messages (message_kind, channel, recipient, language, send_after, create_by)
        values (6, ${m.channel}, ${m.recipient}, ${m.language}, now(), ${m.createBy})
        returning message_id as "messageId"`);
      const id = result.rows[0]?.messageId;
      if (id === undefined) throw new Error('the test message was not recorded');
      return id;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;

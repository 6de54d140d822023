import type { AnomalyRow, CheckoutRow } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';

/** A checkout as its settlement needs it, read under its row lock. */
export type LockedCheckout = {
  checkoutId: number;
  provider: string;
  providerReference: string;
  bookingId: number;
  billId: number;
  amount: number;
  checkoutStatus: number;
};

export type LiveCheckout = { checkoutId: number; checkoutUrl: string; amount: number; expiresAt: string };

const LOCKED = sql`checkout_id as "checkoutId", provider, provider_reference as "providerReference",
  booking_id as "bookingId", bill_id as "billId", amount::float8 as amount, checkout_status::int as "checkoutStatus"`;

const localDay = (column: string) => sql.raw(`(${column} at time zone current_setting('TimeZone'))::date`);

export function createPaymentGatewayRepository(db: Database) {
  return {
    /** One checkout made at a time per bill (a transaction lock), so two taps make one. */
    async lockBill(tx: Tx, billId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gateway_checkout'), ${billId}::int)`);
    },

    /** The bill's pending checkout for this amount still payable for a while, if any. */
    async live(executor: Executor, billId: number, amount: number): Promise<LiveCheckout | undefined> {
      const result = await executor.execute<LiveCheckout>(sql`
        select checkout_id as "checkoutId", checkout_url as "checkoutUrl", amount::float8 as amount,
               ${apiDateTime(sql.raw('expires_at'))} as "expiresAt"
        from gateway_checkouts
        where bill_id = ${billId} and amount = ${amount} and checkout_status = 1
          and expires_at > now() + interval '10 minutes'
        order by checkout_id desc limit 1`);
      return result.rows[0];
    },

    async nextExternalId(tx: Tx): Promise<number> {
      const result = await tx.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('gateway_checkouts', 'checkout_id'))::int as id`,
      );
      return Number(result.rows[0]?.id);
    },

    async insert(
      tx: Tx,
      c: {
        checkoutId: number;
        provider: string;
        externalId: string;
        providerReference: string;
        bookingId: number;
        billId: number;
        amount: number;
        checkoutUrl: string;
        expiresAt: string;
      },
    ): Promise<LiveCheckout> {
      const result = await tx.execute<LiveCheckout>(sql`
        insert into gateway_checkouts (checkout_id, provider, external_id, provider_reference, booking_id, bill_id, amount,
          checkout_url, expires_at)
        overriding system value
        values (${c.checkoutId}, ${c.provider}, ${c.externalId}, ${c.providerReference}, ${c.bookingId}, ${c.billId},
          ${c.amount}, ${c.checkoutUrl}, ${c.expiresAt}::timestamptz)
        returning checkout_id as "checkoutId", checkout_url as "checkoutUrl", amount::float8 as amount,
          ${apiDateTime(sql.raw('expires_at'))} as "expiresAt"`);
      return result.rows[0] as LiveCheckout;
    },

    /** The checkout a provider's word is about (its reference, else our id), locked for its settlement. */
    async lockByReference(
      tx: Tx,
      provider: string,
      providerReference: string,
      externalId: string,
    ): Promise<LockedCheckout | undefined> {
      const result = await tx.execute<LockedCheckout>(sql`
        select ${LOCKED} from gateway_checkouts
        where (provider = ${provider} and provider_reference = ${providerReference}) or external_id = ${externalId}
        order by (provider_reference = ${providerReference}) desc limit 1
        for update`);
      return result.rows[0];
    },

    async markPaid(
      tx: Tx,
      checkoutId: number,
      paid: { paymentId: number; fee: number; channel: string; paidAt: string },
    ) {
      await tx.execute(sql`
        update gateway_checkouts set checkout_status = 2, payment_id = ${paid.paymentId}, fee = ${paid.fee},
          channel = ${paid.channel.slice(0, 50)}, paid_at = ${paid.paidAt}::timestamptz, checked_at = now(), update_date = now()
        where checkout_id = ${checkoutId}`);
    },

    async setStatus(tx: Tx, checkoutId: number, status: number) {
      await tx.execute(sql`
        update gateway_checkouts set checkout_status = ${status}, checked_at = now(), update_date = now()
        where checkout_id = ${checkoutId}`);
    },

    async touch(executor: Executor, checkoutId: number) {
      await executor.execute(sql`update gateway_checkouts set checked_at = now() where checkout_id = ${checkoutId}`);
    },

    /** Keeps what a provider reported and Kamar did not record; the same reference and reason once. */
    async keepAnomaly(
      tx: Tx,
      a: {
        provider: string;
        providerReference: string;
        reason: string;
        checkoutId: number | null;
        paidAmount: number;
        currency: string;
        payload: unknown;
      },
    ) {
      await tx.execute(sql`
        insert into gateway_anomalies (provider, provider_reference, reason, checkout_id, paid_amount, currency, payload)
        values (${a.provider}, ${a.providerReference}, ${a.reason}, ${a.checkoutId}, ${a.paidAmount},
          ${a.currency.slice(0, 3)}, ${JSON.stringify(a.payload ?? null)}::jsonb)
        on conflict (provider, provider_reference, reason) do nothing`);
    },

    /** Pending checkouts not asked about for a while (oldest look first), for the recheck. */
    async duePending(executor: Executor, limit: number, olderThanSeconds: number) {
      const result = await executor.execute<{ checkoutId: number; provider: string; providerReference: string }>(sql`
        select checkout_id as "checkoutId", provider, provider_reference as "providerReference"
        from gateway_checkouts
        where checkout_status = 1
          and (checked_at is null or checked_at < now() - make_interval(secs => ${olderThanSeconds}))
        order by checked_at nulls first, checkout_id limit ${limit}`);
      return result.rows;
    },

    /** Settles an open anomaly by hand; false when there is none open with that id. */
    async resolve(tx: Tx, anomalyId: number, resolution: string, by: string): Promise<boolean> {
      const result = await tx.execute(sql`
        update gateway_anomalies set resolved_at = now(), resolved_by = ${by}, resolution = ${resolution}
        where anomaly_id = ${anomalyId} and resolved_at is null`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Anomalies not yet settled, of what the caller sees (the policies). */
    async openCount(executor: Executor): Promise<number> {
      const result = await executor.execute<{ n: number }>(
        sql`select count(*)::int as n from gateway_anomalies where resolved_at is null`,
      );
      return result.rows[0]?.n ?? 0;
    },

    async checkouts(filter: {
      checkoutStatus?: number | undefined;
      bookingId?: number | undefined;
      billId?: number | undefined;
      createFrom?: string | undefined;
      createTo?: string | undefined;
      propertyId?: number | undefined;
      pageIndex: number;
      pageSize: number;
    }): Promise<{ rows: Omit<CheckoutRow, 'rowNumber'>[]; total: number }> {
      const where: SQL[] = [sql`true`];
      if (filter.checkoutStatus) where.push(sql`c.checkout_status = ${filter.checkoutStatus}`);
      if (filter.bookingId) where.push(sql`c.booking_id = ${filter.bookingId}`);
      if (filter.billId) where.push(sql`c.bill_id = ${filter.billId}`);
      if (filter.createFrom) where.push(sql`${localDay('c.create_date')} >= ${filter.createFrom}::date`);
      if (filter.createTo) where.push(sql`${localDay('c.create_date')} <= ${filter.createTo}::date`);
      if (filter.propertyId) where.push(sql`r.property_id = ${filter.propertyId}`);
      const from = sql`from gateway_checkouts c join bills x on x.bill_id = c.bill_id
        join bookings b on b.booking_id = c.booking_id join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id join properties p on p.property_id = r.property_id
        left join payments y on y.payment_id = c.payment_id`;
      const condition = sql.join(where, sql` and `);
      const offset = pageOffset(filter);
      const [rows, total] = await Promise.all([
        db.execute<Omit<CheckoutRow, 'rowNumber'>>(sql`
          select c.checkout_id as "checkoutId", c.provider, c.provider_reference as "providerReference",
                 c.booking_id as "bookingId", c.bill_id as "billId", x.document_number as "billNumber",
                 t.tenant_name as "tenantName", r.room_number as "roomNumber", c.amount::float8 as amount,
                 c.checkout_status::int as "checkoutStatus", c.payment_id as "paymentId",
                 y.receipt_number as "receiptNumber", c.fee::float8 as fee, c.channel,
                 ${apiDateTime(sql.raw('c.create_date'))} as "createDate", ${apiDateTime(sql.raw('c.expires_at'))} as "expiresAt",
                 case when c.paid_at is null then null else ${apiDateTime(sql.raw('c.paid_at'))} end as "paidAt",
                 r.property_id as "propertyId", p.property_name as "propertyName"
          ${from} where ${condition} order by c.checkout_id desc ${limitOffset(filter.pageSize, offset)}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${condition}`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },

    async anomalies(filter: {
      anomalyId?: number | undefined;
      reason?: string | undefined;
      open?: boolean | null | undefined;
      createFrom?: string | undefined;
      createTo?: string | undefined;
      pageIndex: number;
      pageSize: number;
    }): Promise<{ rows: Omit<AnomalyRow, 'rowNumber'>[]; total: number }> {
      const where: SQL[] = [sql`true`];
      if (filter.anomalyId) where.push(sql`a.anomaly_id = ${filter.anomalyId}`);
      if (filter.reason) where.push(sql`a.reason = ${filter.reason}`);
      if (filter.open === true) where.push(sql`a.resolved_at is null`);
      if (filter.open === false) where.push(sql`a.resolved_at is not null`);
      if (filter.createFrom) where.push(sql`${localDay('a.create_date')} >= ${filter.createFrom}::date`);
      if (filter.createTo) where.push(sql`${localDay('a.create_date')} <= ${filter.createTo}::date`);
      const from = sql`from gateway_anomalies a left join gateway_checkouts c on c.checkout_id = a.checkout_id
        left join bills x on x.bill_id = c.bill_id left join bookings b on b.booking_id = c.booking_id
        left join tenants t on t.tenant_id = b.tenant_id`;
      const condition = sql.join(where, sql` and `);
      const offset = pageOffset(filter);
      const [rows, total] = await Promise.all([
        db.execute<Omit<AnomalyRow, 'rowNumber'>>(sql`
          select a.anomaly_id as "anomalyId", a.provider, a.provider_reference as "providerReference", a.reason,
                 a.checkout_id as "checkoutId", c.booking_id as "bookingId", x.document_number as "billNumber",
                 t.tenant_name as "tenantName", c.amount::float8 as "expectedAmount",
                 a.paid_amount::float8 as "paidAmount", a.currency,
                 ${apiDateTime(sql.raw('a.create_date'))} as "createDate", a.resolution, a.resolved_by as "resolvedBy",
                 case when a.resolved_at is null then null else ${apiDateTime(sql.raw('a.resolved_at'))} end as "resolvedAt"
          ${from} where ${condition} order by a.anomaly_id desc ${limitOffset(filter.pageSize, offset)}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${condition}`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },
  };
}

import type { PaymentClaim, TenantPageClaim } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';

export interface NewClaim {
  bookingId: number;
  billId: number;
  tenantLinkId: number;
  amount: number;
  paidDate: string;
  note: string;
  photoType: string;
  photo: Buffer;
  createAddress: string;
}

export interface ClaimListFilter {
  paymentClaimId?: number | undefined;
  claimStatus?: number | undefined;
  tenantName?: string | undefined;
  bookingId?: number | undefined;
  billId?: number | undefined;
  createFrom?: string | undefined;
  createTo?: string | undefined;
  propertyId?: number | undefined;
  pageIndex: number;
  pageSize: number;
}

/** A claim as its decision needs it, read under its row lock. */
export type LockedClaim = {
  paymentClaimId: number;
  bookingId: number;
  billId: number;
  amount: number;
  paidDate: string;
  note: string;
  claimStatus: number;
  decidedBy: string;
};

const localDay = (column: string) => sql.raw(`(${column} at time zone current_setting('TimeZone'))::date`);

const COLUMNS = sql`
  c.payment_claim_id as "paymentClaimId", c.booking_id as "bookingId", c.bill_id as "billId",
  x.document_number as "billNumber", (x.amount - x.paid_amount)::float8 as "billOutstanding",
  t.tenant_name as "tenantName", r.room_number as "roomNumber", c.amount::float8 as amount,
  to_char(c.paid_date, 'YYYY-MM-DD') as "paidDate", c.note, c.claim_status::int as "claimStatus",
  c.payment_id as "paymentId", p.receipt_number as "receiptNumber", c.reject_reason as "rejectReason",
  c.decided_by as "decidedBy",
  case when c.decided_at is null then null else ${apiDateTime(sql.raw('c.decided_at'))} end as "decidedAt",
  r.property_id as "propertyId", pr.property_name as "propertyName",
  ${apiDateTime(sql.raw('c.create_date'))} as "createDate", ${apiDateTime(sql.raw('c.update_date'))} as "updateDate",
  c.update_by as "updateBy", ${rowVersionOf(sql.raw('c.update_date'))} as "rowVersion"`;
const FROM = sql`
  from payment_claims c
  join bills x on x.bill_id = c.bill_id
  join bookings b on b.booking_id = c.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id
  join properties pr on pr.property_id = r.property_id
  left join payments p on p.payment_id = c.payment_id`;

export function createPaymentClaimsRepository(db: Database) {
  return {
    async insert(tx: Tx, claim: NewClaim): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        insert into payment_claims (booking_id, bill_id, tenant_link_id, amount, paid_date, note, photo_type, photo,
          photo_bytes, create_address)
        values (${claim.bookingId}, ${claim.billId}, ${claim.tenantLinkId}, ${claim.amount}, ${claim.paidDate}::date,
          ${claim.note}, ${claim.photoType}, ${claim.photo}, ${claim.photo.length}, ${claim.createAddress})
        returning payment_claim_id as id`);
      return Number(result.rows[0]?.id);
    },

    /** The stay's claims as its page lists them, newest first. */
    async ofStay(bookingId: number): Promise<TenantPageClaim[]> {
      const result = await db.execute<TenantPageClaim>(sql`
        select c.payment_claim_id as "paymentClaimId", c.bill_id as "billId", x.document_number as "billNumber",
               c.amount::float8 as amount, to_char(c.paid_date, 'YYYY-MM-DD') as "paidDate",
               c.claim_status::int as "claimStatus", c.reject_reason as "rejectReason",
               ${apiDateTime(sql.raw('c.create_date'))} as "createDate"
        from payment_claims c join bills x on x.bill_id = c.bill_id
        where c.booking_id = ${bookingId} order by c.payment_claim_id desc`);
      return result.rows;
    },

    async lock(tx: Tx, paymentClaimId: number): Promise<LockedClaim | undefined> {
      const result = await tx.execute<LockedClaim>(sql`
        select payment_claim_id as "paymentClaimId", booking_id as "bookingId", bill_id as "billId",
               amount::float8 as amount, to_char(paid_date, 'YYYY-MM-DD') as "paidDate", note,
               claim_status::int as "claimStatus", decided_by as "decidedBy"
        from payment_claims where payment_claim_id = ${paymentClaimId} for update`);
      return result.rows[0];
    },

    async approve(tx: Tx, paymentClaimId: number, paymentId: number, by: string) {
      await tx.execute(sql`
        update payment_claims set claim_status = 2, payment_id = ${paymentId}, decided_at = now(), decided_by = ${by},
          update_by = ${by}, update_date = now()
        where payment_claim_id = ${paymentClaimId} and claim_status = 1`);
    },

    async reject(tx: Tx, paymentClaimId: number, reason: string, by: string) {
      await tx.execute(sql`
        update payment_claims set claim_status = 3, reject_reason = ${reason}, decided_at = now(), decided_by = ${by},
          update_by = ${by}, update_date = now()
        where payment_claim_id = ${paymentClaimId} and claim_status = 1`);
    },

    async photo(executor: Executor, paymentClaimId: number) {
      const result = await executor.execute<{ contentType: string; content: Buffer }>(sql`
        select photo_type as "contentType", photo as content from payment_claims where payment_claim_id = ${paymentClaimId}`);
      return result.rows[0];
    },

    /** Claims waiting for the owner (what the caller sees: the policies keep other properties' out). */
    async waitingCount(propertyId?: number | null): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from payment_claims c
        where c.claim_status = 1
          ${
            propertyId
              ? sql`and exists (select 1 from bookings b join rooms r on r.room_id = b.room_id
                                         where b.booking_id = c.booking_id and r.property_id = ${propertyId})`
              : sql``
          }`);
      return result.rows[0]?.n ?? 0;
    },

    async list(filter: ClaimListFilter): Promise<{ rows: PaymentClaim[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.paymentClaimId) conditions.push(sql`c.payment_claim_id = ${filter.paymentClaimId}`);
      if (filter.claimStatus) conditions.push(sql`c.claim_status = ${filter.claimStatus}`);
      if (filter.tenantName) conditions.push(sql`t.tenant_name ilike ${`%${filter.tenantName}%`}`);
      if (filter.bookingId) conditions.push(sql`c.booking_id = ${filter.bookingId}`);
      if (filter.billId) conditions.push(sql`c.bill_id = ${filter.billId}`);
      if (filter.createFrom) conditions.push(sql`${localDay('c.create_date')} >= ${filter.createFrom}::date`);
      if (filter.createTo) conditions.push(sql`${localDay('c.create_date')} <= ${filter.createTo}::date`);
      if (filter.propertyId) conditions.push(sql`r.property_id = ${filter.propertyId}`);
      const where = sql.join(conditions, sql` and `);
      const [rows, total] = await Promise.all([
        db.execute<PaymentClaim>(sql`
          select ${COLUMNS} ${FROM} where ${where}
          order by (c.claim_status = 1) desc, c.payment_claim_id desc
          ${limitOffset(filter.pageSize, pageOffset(filter))}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },
  };
}

export type PaymentClaimsRepository = ReturnType<typeof createPaymentClaimsRepository>;

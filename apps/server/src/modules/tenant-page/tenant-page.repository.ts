import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor, Tx } from '../../db/transaction.js';

/** A link to a stay's page as stored, with what decides whether it still works. */
export type StoredTenantLink = {
  tenantLinkId: number;
  bookingId: number;
  revoked: boolean;
  createDate: string;
};

/** The stay a page shows: who, where, what rent, and whether (and when) it ended. */
export type PageStay = {
  bookingId: number;
  /** The stay's room (a repair the tenant reports is of it). */
  roomId: number;
  tenantName: string;
  phone: string;
  country: string;
  propertyId: number;
  propertyName: string;
  roomNumber: string;
  bookingType: number;
  rentAmount: number;
  checkInDate: string;
  checkOutDate: string | null;
  bookingStatus: number;
  deleted: boolean;
  /** The business day the stay ended (check-out or cancel), or null while it runs. */
  endedOn: string | null;
};

const LINK = sql`tenant_link_id as "tenantLinkId", booking_id as "bookingId", revoked_at is not null as revoked,
  to_char(create_date at time zone current_setting('TimeZone'), 'YYYY-MM-DD"T"HH24:MI:SS') as "createDate"`;

export function createTenantPageRepository(db: Database) {
  return {
    async link(executor: Executor, tenantLinkId: number): Promise<StoredTenantLink | undefined> {
      const result = await executor.execute<StoredTenantLink>(
        sql`select ${LINK} from tenant_links where tenant_link_id = ${tenantLinkId}`,
      );
      return result.rows[0];
    },

    /** The stay's newest link not revoked, if any. */
    async liveLink(executor: Executor, bookingId: number): Promise<StoredTenantLink | undefined> {
      const result = await executor.execute<StoredTenantLink>(sql`
        select ${LINK} from tenant_links where booking_id = ${bookingId} and revoked_at is null
        order by tenant_link_id desc limit 1`);
      return result.rows[0];
    },

    /** The newest link not revoked of each of these stays. */
    async liveLinks(executor: Executor, bookingIds: number[]): Promise<StoredTenantLink[]> {
      const result = await executor.execute<StoredTenantLink>(sql`
        select distinct on (booking_id) ${LINK} from tenant_links
        where booking_id = any(${`{${bookingIds.join(',')}}`}::int[]) and revoked_at is null
        order by booking_id, tenant_link_id desc`);
      return result.rows;
    },

    /** `createBy` null: the caller the transaction names (kamar.username, db/actor-scope.ts). */
    async insertLink(tx: Tx, bookingId: number, createBy: string | null): Promise<StoredTenantLink> {
      const result = await tx.execute<StoredTenantLink>(sql`
        insert into tenant_links (booking_id, create_by)
        values (${bookingId}, coalesce(${createBy}::text, nullif(current_setting('kamar.username', true), ''), 'system'))
        returning ${LINK}`);
      return result.rows[0] as StoredTenantLink;
    },

    async revoke(tx: Tx, bookingId: number, revokedBy: string): Promise<number> {
      const result = await tx.execute(sql`
        update tenant_links set revoked_at = now(), revoked_by = ${revokedBy}
        where booking_id = ${bookingId} and revoked_at is null`);
      return result.rowCount ?? 0;
    },

    async stay(executor: Executor, bookingId: number): Promise<PageStay | undefined> {
      const result = await executor.execute<PageStay>(sql`
        select b.booking_id as "bookingId", b.room_id as "roomId", t.tenant_name as "tenantName", t.phone, t.country,
               r.property_id as "propertyId", p.property_name as "propertyName", r.room_number as "roomNumber",
               b.booking_type::int as "bookingType", b.rent_amount::float8 as "rentAmount",
               to_char(b.check_in_date, 'YYYY-MM-DD') as "checkInDate",
               to_char(b.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
               b.booking_status::int as "bookingStatus", b.status <> 1 as deleted,
               case when b.booking_status = 1 then null
                    else to_char(coalesce((b.checked_out_at at time zone current_setting('TimeZone'))::date,
                                          b.check_out_date, (b.update_date at time zone current_setting('TimeZone'))::date),
                                 'YYYY-MM-DD') end as "endedOn"
        from bookings b join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id join properties p on p.property_id = r.property_id
        where b.booking_id = ${bookingId}`);
      return result.rows[0];
    },

    /** The stay's bills still owed (made, not void), oldest first. */
    async openBillIds(bookingId: number): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        select bill_id as id from bills where booking_id = ${bookingId} and bill_status in (1, 2) and status = 1
        order by due_date, bill_id`);
      return result.rows.map((r) => r.id);
    },

    async paidBills(bookingId: number) {
      const result = await db.execute<{
        billId: number;
        documentNumber: string;
        periodStart: string;
        periodEnd: string;
        amount: number;
      }>(sql`
        select bill_id as "billId", document_number as "documentNumber", to_char(period_start, 'YYYY-MM-DD') as "periodStart",
               to_char(period_end, 'YYYY-MM-DD') as "periodEnd", amount::float8 as amount
        from bills where booking_id = ${bookingId} and bill_status = 3 and status = 1
        order by due_date desc, bill_id desc`);
      return result.rows;
    },

    /** The stay's payments that hold a receipt (not deleted), newest first. */
    async receipts(bookingId: number) {
      const result = await db.execute<{
        paymentId: number;
        receiptNumber: string;
        paymentDate: string;
        amount: number;
      }>(
        sql`
        select payment_id as "paymentId", receipt_number as "receiptNumber",
               to_char(payment_date, 'YYYY-MM-DD') as "paymentDate", amount::float8 as amount
        from payments where booking_id = ${bookingId} and status = 1
        order by payment_date desc, payment_id desc`,
      );
      return result.rows;
    },

    /** What the business still holds of the stay's deposits (not returned, not kept, not applied to bills). */
    async depositHeld(bookingId: number): Promise<number> {
      const result = await db.execute<{ held: number }>(sql`
        select coalesce(sum(amount - allocated_amount), 0)::float8 as held from payments
        where booking_id = ${bookingId} and status = 1 and payment_type = 1 and deposit_status = 0`);
      return Number(result.rows[0]?.held ?? 0);
    },

    async paymentOfStay(paymentId: number, bookingId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from payments where payment_id = ${paymentId} and booking_id = ${bookingId} and status = 1`,
      );
      return result.rows.length > 0;
    },

    async billOfStay(executor: Executor, billId: number, bookingId: number) {
      const result = await executor.execute<{
        billId: number;
        documentNumber: string;
        billStatus: number;
        outstanding: number;
      }>(sql`
        select bill_id as "billId", document_number as "documentNumber", bill_status::int as "billStatus",
               (amount - paid_amount)::float8 as outstanding
        from bills where bill_id = ${billId} and booking_id = ${bookingId} and status = 1`);
      return result.rows[0];
    },
  };
}

export type TenantPageRepository = ReturnType<typeof createTenantPageRepository>;

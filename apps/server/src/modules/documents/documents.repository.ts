import type { BillLineFacts } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { intArray, textArray } from '../../db/sql-helpers.js';
import { BILL_LINES_JSON, type BillContact, type BillLinesColumn } from '../../lib/owed-reminders.js';
import { SHARE_LINK_SECRET } from '../settings/app-settings.service.js';
import type { SignedFacts } from './share-link-token.js';

/** What a receipt says about one payment, read from the payment, its booking, tenant and room. */
export type PaymentFacts = {
  bookingId: number;
  paymentId: number;
  paymentType: number;
  paymentDate: string;
  periodMonth: number;
  periodYear: number;
  amount: number;
  remark: string;
  receiptNumber: string;
  receivedBy: string;
  depositStatus: number | null;
  returnedAmount: number;
  returnDate: string | null;
  returnReceiptNumber: string | null;
  returnedBy: string | null;
  status: number;
  tenantName: string;
  tenantPhone: string;
  tenantCountry: string;
  roomNumber: string;
  /** The property of the stay's room: whose logo, bank accounts, address and phone the document shows. */
  propertyId: number;
  /** A returned deposit's deductions, in the order they were made (read for its return receipt only). */
  deductions?: DeductionFacts[];
  /** How it was paid (null: not recorded) and a transfer's account. */
  paymentMethod: number | null;
  paymentAccount: string;
  /**
   * The bill the receipt names, when it was issued naming one (`receipt_bill_left` set): its
   * number, period (start, and the day after its end), what was left on it then and its lines then.
   */
  bill: {
    documentNumber: string;
    periodStart: string;
    periodEnd: string;
    left: number;
    lines: BillLineFacts[];
  } | null;
};

/**
 * One thing a deposit's return kept back: its kind (DeductionKind), amount, note, and the bill it
 * paid (number, and period YYYY-MM-DD with `periodEnd` the day after; '' for the other kinds).
 */
export type DeductionFacts = {
  kind: number;
  amount: number;
  note: string;
  billNumber: string;
  periodStart: string;
  periodEnd: string;
};

/**
 * A bill due and still owed, with its stay's tenant and room (a reminder's contact), its late fee
 * and what is paid: what a reminder lists and a statement shows.
 */
export type OpenBillRow = Omit<BillContact, 'lastRemindedAt'> &
  BillLinesColumn & {
    lateFee: number;
    paidAmount: number;
    propertyId: number;
  };

/** A stay as a statement names it; `deleted` when its booking was deleted. */
export type StayFacts = {
  tenantName: string;
  roomNumber: string;
  country: string;
  deleted: boolean;
  propertyId: number;
};

export type ShareLinkRow = {
  shareLinkId: number;
  documentKind: number;
  documentId: number;
  language: string;
  /** Epoch milliseconds: part of what the link's signature covers. */
  expiresAtMs: number;
  expiresAt: string;
  /** The receipt's number when the link was made (null for bills and for links older than the column's backfill). */
  documentNumber: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  createDate: string;
  createBy: string;
};

/**
 * Who recorded the payment ('create') or handed a deposit back ('settleDeposit'), as the audit
 * trail names them; a row written outside a signed-in call (imported, seeded) names the system,
 * so the receipt then falls back to the row's last editor. A tenant reads the person's name
 * (first and last name, as the user is named now), not their login: the login only when no user
 * has it any more.
 */
const staffOf = (action: 'create' | 'settleDeposit') => sql`(
  select a.username from audit_log a
  where a.record_id = p.payment_id and a.entity = 'payment' and a.action = ${action} and a.username <> 'system'
  order by a.audit_id desc limit 1)`;
const nameOf = (username: SQL) => sql`coalesce((
  select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where lower(u.username) = lower(${username})
  ), ${username})`;

const stamp = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`);
const LINK_COLUMNS = sql`
  share_link_id as "shareLinkId", document_kind::int as "documentKind", document_id as "documentId", language,
  (extract(epoch from expires_at) * 1000)::bigint as "expiresAtMs", ${stamp('expires_at')} as "expiresAt",
  document_number as "documentNumber",
  ${stamp('revoked_at')} as "revokedAt", revoked_by as "revokedBy",
  ${stamp('create_date')} as "createDate", create_by as "createBy"`;

const toLink = (row: ShareLinkRow): ShareLinkRow => ({ ...row, expiresAtMs: Number(row.expiresAtMs) });

export function createDocumentsRepository(db: Database) {
  return {
    async paymentFacts(paymentId: number): Promise<PaymentFacts | undefined> {
      const result = await db.execute<PaymentFacts>(sql`
        select p.payment_id as "paymentId", p.booking_id as "bookingId", p.payment_type::int as "paymentType",
               to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate",
               p.payment_periode_month::int as "periodMonth", p.payment_periode_year::int as "periodYear",
               p.amount, p.remark, p.receipt_number as "receiptNumber",
               p.deposit_status::int as "depositStatus", p.returned_amount as "returnedAmount",
               to_char(p.return_date, 'YYYY-MM-DD') as "returnDate",
               p.return_receipt_number as "returnReceiptNumber",
               p.status::int as status, t.tenant_name as "tenantName", t.phone as "tenantPhone",
               t.country as "tenantCountry", r.room_number as "roomNumber", r.property_id as "propertyId",
               ${nameOf(sql`coalesce(${staffOf('create')}, p.update_by)`)} as "receivedBy",
               case when p.return_receipt_number is not null
                    then ${nameOf(sql`coalesce(${staffOf('settleDeposit')}, p.update_by)`)} end as "returnedBy",
               p.payment_method::int as "paymentMethod", p.payment_account as "paymentAccount",
               case when p.receipt_bill_left is not null and bl.bill_id is not null then json_build_object(
                 'documentNumber', bl.document_number, 'periodStart', to_char(bl.period_start, 'YYYY-MM-DD'),
                 'periodEnd', to_char(bl.period_end, 'YYYY-MM-DD'), 'left', p.receipt_bill_left,
                 'lines', coalesce(p.receipt_bill_lines, '[]'::jsonb)) end as bill
        from payments p
        join bookings b on b.booking_id = p.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        left join bills bl on bl.bill_id = p.bill_id
        where p.payment_id = ${paymentId}`);
      const row = result.rows[0];
      return row?.bill ? { ...row, bill: { ...row.bill, left: Number(row.bill.left) } } : row;
    },

    async deductionsOf(paymentId: number): Promise<DeductionFacts[]> {
      const result = await db.execute<DeductionFacts>(sql`
        select d.kind::int as kind, d.amount, d.note, coalesce(x.document_number, '') as "billNumber",
               coalesce(to_char(x.period_start, 'YYYY-MM-DD'), '') as "periodStart",
               coalesce(to_char(x.period_end, 'YYYY-MM-DD'), '') as "periodEnd"
        from deposit_deductions d left join bills x on x.bill_id = d.bill_id
        where d.payment_id = ${paymentId} order by d.deduction_id`);
      return result.rows.map((row) => ({ ...row, amount: Number(row.amount) }));
    },

    async insertLink(values: {
      documentKind: number;
      documentId: number;
      language: string;
      days: number;
      createBy: string;
      documentNumber?: string | null;
    }) {
      const result = await db.execute<ShareLinkRow>(sql`
        insert into share_links (document_kind, document_id, language, document_number, expires_at, create_by)
        values (${values.documentKind}, ${values.documentId}, ${values.language}, ${values.documentNumber ?? null},
                date_trunc('second', now()) + make_interval(days => ${values.days}), ${values.createBy})
        returning ${LINK_COLUMNS}`);
      return toLink(result.rows[0] as ShareLinkRow);
    },

    /**
     * The newest link to this document, in this language and (a receipt) under its current number,
     * not revoked and working for at least `minDays` more days: what a new share hands on again.
     */
    async liveLink(
      values: { documentKind: number; documentId: number; language: string; documentNumber?: string | null },
      minDays: number,
    ): Promise<ShareLinkRow | undefined> {
      const result = await db.execute<ShareLinkRow>(sql`
        select ${LINK_COLUMNS} from share_links
        where document_kind = ${values.documentKind} and document_id = ${values.documentId}
          and language = ${values.language} and revoked_at is null
          and document_number is not distinct from ${values.documentNumber ?? null}
          and expires_at > now() + make_interval(days => ${minDays})
        order by share_link_id desc limit 1`);
      const row = result.rows[0];
      return row ? toLink(row) : undefined;
    },

    /**
     * The newest link per document that still works for at least `minDays` more days and is
     * written in the asked language: a reminder hands on the same link until it nears its end.
     * Only the facts its signature covers. The documents and languages go as two arrays (two
     * parameters, however many documents); a pair not asked for is dropped here. In the same
     * statement, the key links are signed with (SHARE_LINK_SECRET; null before the first link):
     * one trip for a list's reminders, not two.
     */
    async liveLinks(
      documentKind: number,
      wanted: { documentId: number; language: string }[],
      minDays: number,
    ): Promise<{ links: SignedFacts[]; secret: string | null }> {
      if (wanted.length === 0) return { links: [], secret: null };
      const result = await db.execute<
        { [K in keyof SignedFacts]: SignedFacts[K] | null } & { secret: string | null }
      >(sql`
        with live as (
          select distinct on (document_id, language) share_link_id, document_kind, document_id, language, expires_at
          from share_links
          where document_kind = ${documentKind} and revoked_at is null
            and expires_at > now() + make_interval(days => ${minDays})
            and document_id = any(${intArray(wanted.map((w) => w.documentId))})
            and language = any(${textArray([...new Set(wanted.map((w) => w.language))])})
          order by document_id, language, share_link_id desc)
        select (select value from app_settings where key = ${SHARE_LINK_SECRET}) as secret,
               l.share_link_id as "shareLinkId", l.document_kind::int as "documentKind", l.document_id as "documentId",
               l.language, (extract(epoch from l.expires_at) * 1000)::bigint as "expiresAtMs"
        from (select) one left join live l on true`);
      const asked = new Set(wanted.map((w) => `${w.documentId}:${w.language}`));
      const links: SignedFacts[] = [];
      for (const { secret: _, ...row } of result.rows) {
        if (row.shareLinkId === null || !asked.has(`${row.documentId}:${row.language}`)) continue;
        links.push({ ...(row as SignedFacts), expiresAtMs: Number(row.expiresAtMs) });
      }
      return { links, secret: result.rows[0]?.secret ?? null };
    },

    /**
     * The bills of these stays due by `today` and still owed, oldest first: the one selection a
     * stay's reminder lists and its statement shows, so the two cannot differ.
     */
    async openBills(bookingIds: number[], today: string): Promise<OpenBillRow[]> {
      if (bookingIds.length === 0) return [];
      const result = await db.execute<OpenBillRow>(sql`
        select x.bill_id as "billId", x.booking_id as "bookingId", t.tenant_name as "tenantName", t.phone,
               t.country, r.room_number as "roomNumber", r.property_id as "propertyId",
               to_char(x.period_start, 'YYYY-MM-DD') as "periodStart",
               to_char(x.period_end, 'YYYY-MM-DD') as "periodEnd", to_char(x.due_date, 'YYYY-MM-DD') as "dueDate",
               x.amount - x.paid_amount as outstanding, x.paid_amount as "paidAmount", ${BILL_LINES_JSON} as lines,
               coalesce((select sum(l.amount) from bill_lines l where l.bill_id = x.bill_id and l.kind = 2), 0)::bigint
                 as "lateFee"
        from bills x
        join bookings b on b.booking_id = x.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        where x.booking_id = any(${intArray(bookingIds)}) and x.bill_status in (1, 2) and x.status = 1
          and x.due_date <= ${today}::date
        order by x.booking_id, x.due_date, x.bill_id`);
      return result.rows.map((r) => ({ ...r, lateFee: Number(r.lateFee) }));
    },

    /** The stay of each of these bills. */
    async bookingsOfBills(billIds: number[]): Promise<Map<number, number>> {
      if (billIds.length === 0) return new Map();
      const result = await db.execute<{ billId: number; bookingId: number }>(sql`
        select bill_id as "billId", booking_id as "bookingId" from bills where bill_id = any(${intArray(billIds)})`);
      return new Map(result.rows.map((r) => [r.billId, r.bookingId]));
    },

    async stayFacts(bookingId: number): Promise<StayFacts | undefined> {
      const result = await db.execute<StayFacts>(sql`
        select t.tenant_name as "tenantName", r.room_number as "roomNumber", t.country, b.status <> 1 as deleted,
               r.property_id as "propertyId"
        from bookings b join tenants t on t.tenant_id = b.tenant_id join rooms r on r.room_id = b.room_id
        where b.booking_id = ${bookingId}`);
      return result.rows[0];
    },

    /** The tenant's country (their language) of a stay, and the property of its room. */
    async placeOfStay(bookingId: number): Promise<{ country: string; propertyId: number | null }> {
      const result = await db.execute<{ country: string; propertyId: number }>(sql`
        select t.country, r.property_id as "propertyId"
        from bookings b join tenants t on t.tenant_id = b.tenant_id join rooms r on r.room_id = b.room_id
        where b.booking_id = ${bookingId}`);
      const row = result.rows[0];
      return { country: row?.country ?? '', propertyId: row?.propertyId ?? null };
    },

    async findLink(shareLinkId: number): Promise<ShareLinkRow | undefined> {
      const result = await db.execute<ShareLinkRow>(
        sql`select ${LINK_COLUMNS} from share_links where share_link_id = ${shareLinkId}`,
      );
      const row = result.rows[0];
      return row ? toLink(row) : undefined;
    },

    async linksOf(documentKind: number, documentId: number): Promise<ShareLinkRow[]> {
      const result = await db.execute<ShareLinkRow>(sql`
        select ${LINK_COLUMNS} from share_links
        where document_kind = ${documentKind} and document_id = ${documentId}
        order by share_link_id desc`);
      return result.rows.map(toLink);
    },

    /** Ends a link once; a second revoke keeps the first one's time and name. */
    async revoke(shareLinkId: number, revokedBy: string): Promise<ShareLinkRow | undefined> {
      await db.execute(sql`
        update share_links set revoked_at = now(), revoked_by = ${revokedBy}
        where share_link_id = ${shareLinkId} and revoked_at is null`);
      return this.findLink(shareLinkId);
    },

    /** Whether the link is still good right now, by the database's clock (one clock for every server). */
    async isLive(shareLinkId: number): Promise<boolean> {
      const result = await db.execute<{ live: boolean }>(sql`
        select (revoked_at is null and expires_at > now()) as live from share_links where share_link_id = ${shareLinkId}`);
      return result.rows[0]?.live === true;
    },
  };
}

import type { StayCharge } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';

const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

/** A stay as a charge needs it (none when the caller does not see it). */
export type ChargedStay = {
  bookingId: number;
  propertyId: number;
  checkInDate: string;
  bookingStatus: number;
  status: number;
};

export type StoredCharge = {
  stayChargeId: number;
  bookingId: number;
  chargeTypeId: number;
  chargeKind: number;
  unitPrice: number;
  status: number;
  rowVersion: string;
};

export interface ChargeValues {
  quantity: number;
  unitPrice: number;
  startDate: string;
  endDate: string | null;
  remark: string;
}

export function createStayChargesRepository(db: Database) {
  return {
    async stay(executor: Executor, bookingId: number): Promise<ChargedStay | undefined> {
      const result = await executor.execute<ChargedStay>(sql`
        select b.booking_id as "bookingId", r.property_id as "propertyId",
               to_char(b.check_in_date, 'YYYY-MM-DD') as "checkInDate",
               b.booking_status::int as "bookingStatus", b.status::int as status
        from bookings b join rooms r on r.room_id = b.room_id where b.booking_id = ${bookingId}`);
      return result.rows[0];
    },

    async chargeType(executor: Executor, chargeTypeId: number) {
      const result = await executor.execute<{
        chargeTypeName: string;
        chargeKind: number;
        unitName: string;
        unitPrice: number;
        propertyId: number | null;
        status: number;
      }>(sql`
        select charge_type_name as "chargeTypeName", charge_kind::int as "chargeKind", unit_name as "unitName",
               unit_price::float8 as "unitPrice", property_id as "propertyId", status::int as status
        from charge_types where charge_type_id = ${chargeTypeId}`);
      return result.rows[0];
    },

    async find(executor: Executor, stayChargeId: number): Promise<StoredCharge | undefined> {
      const result = await executor.execute<StoredCharge>(sql`
        select stay_charge_id as "stayChargeId", booking_id as "bookingId", charge_type_id as "chargeTypeId",
               charge_kind::int as "chargeKind", unit_price::float8 as "unitPrice", status::int as status,
               ${rowVersionOf(sql.raw('update_date'))} as "rowVersion"
        from stay_charges where stay_charge_id = ${stayChargeId}`);
      return result.rows[0];
    },

    /** A paid (or waived) bill a one-off charge's line is on: it can no longer change. */
    async closedBillOf(executor: Executor, stayChargeId: number): Promise<string | null> {
      const result = await executor.execute<{ documentNumber: string }>(sql`
        select x.document_number as "documentNumber" from bill_lines l join bills x on x.bill_id = l.bill_id
        where l.stay_charge_id = ${stayChargeId} and l.kind = 5
          and not (x.bill_status in (1, 2) or coalesce(x.void_cause in (2, 3, 4), false))`);
      return result.rows[0]?.documentNumber ?? null;
    },

    async insert(
      tx: Tx,
      v: ChargeValues & {
        bookingId: number;
        chargeTypeId: number;
        chargeKind: number;
        description: string;
        unitName: string;
      },
      actor: string,
    ): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        insert into stay_charges (booking_id, charge_type_id, charge_kind, description, unit_name, quantity, unit_price,
                                  start_date, end_date, remark, update_by)
        values (${v.bookingId}, ${v.chargeTypeId}, ${v.chargeKind}, ${v.description}, ${v.unitName}, ${v.quantity},
                ${v.unitPrice}, ${v.startDate}::date, ${v.endDate}::date, ${v.remark}, ${actor})
        returning stay_charge_id as id`);
      return Number(result.rows[0]?.id);
    },

    async update(tx: Tx, id: number, v: ChargeValues, actor: string) {
      await tx.execute(sql`
        update stay_charges set quantity = ${v.quantity}, unit_price = ${v.unitPrice}, start_date = ${v.startDate}::date,
          end_date = ${v.endDate}::date, remark = ${v.remark}, update_by = ${actor}, update_date = now()
        where stay_charge_id = ${id}`);
    },

    async stop(tx: Tx, id: number, actor: string) {
      await tx.execute(sql`
        update stay_charges set status = 2, update_by = ${actor}, update_date = now() where stay_charge_id = ${id}`);
    },

    /** A stay's charges (or one charge), running first then by start, with the bills each is on. */
    async ofStay(of: { bookingId: number } | { stayChargeId: number }): Promise<StayCharge[]> {
      const where =
        'bookingId' in of ? sql`c.booking_id = ${of.bookingId}` : sql`c.stay_charge_id = ${of.stayChargeId}`;
      const result = await db.execute<StayCharge>(sql`
        select c.stay_charge_id as "stayChargeId", c.booking_id as "bookingId", c.charge_type_id as "chargeTypeId",
               c.description as "chargeTypeName", c.charge_kind::int as "chargeKind", c.unit_name as "unitName",
               c.quantity, c.unit_price::float8 as "unitPrice", (c.quantity * c.unit_price)::float8 as amount,
               ${apiDate('c.start_date')} as "startDate",
               case when c.end_date is null then '' else ${apiDate('c.end_date')} end as "endDate", c.remark,
               coalesce((select json_agg(l.bill_id order by x.period_start) from bill_lines l
                         join bills x on x.bill_id = l.bill_id where l.stay_charge_id = c.stay_charge_id), '[]') as "billIds",
               c.status::int as status, ${apiDateTime(sql.raw('c.create_date'))} as "createDate",
               ${apiDateTime(sql.raw('c.update_date'))} as "updateDate", c.update_by as "updateBy",
               ${rowVersionOf(sql.raw('c.update_date'))} as "rowVersion"
        from stay_charges c where ${where}
        order by c.status, c.start_date, c.stay_charge_id`);
      return result.rows;
    },
  };
}

import { type InspectionRow, paths } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowVersionOf } from '../../db/row-version.js';
import { limitOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import type { ProcessedImage } from '../../lib/image.js';

/** A moment in business time (the session's TimeZone), '' when there is none. */
const dateTime = (column: SQL) => sql`coalesce(to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS'), '')`;

/** The photos still shown of an item, oldest first, as [{photoId, photoURL}]. */
const photosOf = (itemId: SQL) => sql`coalesce((
  select json_agg(json_build_object('photoId', f.photo_id, 'photoURL', ${`${paths.inspection.photo}/`} || f.photo_id)
                  order by f.photo_id)
  from inspection_photos f where f.inspection_item_id = ${itemId} and f.status = 1), '[]'::json)`;

export type StoredItem = {
  inspectionItemId: number;
  itemName: string;
  condition: 1 | 2 | 3 | null;
  note: string;
  photos: { photoId: number; photoURL: string }[];
  deduction: { deductionId: number; paymentId: number; amount: number; note: string } | null;
};

export function createInspectionsRepository(db: Database) {
  return {
    async roomTypeOf(executor: Executor, roomTypeId: number) {
      const result = await executor.execute<{ roomTypeId: number; roomTypeName: string; propertyId: number }>(sql`
        select room_type_id as "roomTypeId", room_type_name as "roomTypeName", property_id as "propertyId"
        from room_types where room_type_id = ${roomTypeId}`);
      return result.rows[0];
    },

    async checklistOf(executor: Executor, roomTypeId: number, lock = false) {
      const result = await executor.execute<{ items: string[]; rowVersion: string }>(sql`
        select items, ${rowVersionOf(sql`update_date`)} as "rowVersion"
        from inspection_checklists where room_type_id = ${roomTypeId} ${lock ? sql`for update` : sql``}`);
      return result.rows[0];
    },

    async insertChecklist(tx: Tx, c: { roomTypeId: number; propertyId: number; items: string[]; updateBy: string }) {
      await tx.execute(sql`
        insert into inspection_checklists (room_type_id, property_id, items, update_by)
        values (${c.roomTypeId}, ${c.propertyId}, ${JSON.stringify(c.items)}::jsonb, ${c.updateBy})
        on conflict (room_type_id) do nothing`);
    },

    async updateChecklist(tx: Tx, c: { roomTypeId: number; items: string[]; updateBy: string }) {
      await tx.execute(sql`
        update inspection_checklists set items = ${JSON.stringify(c.items)}::jsonb, update_by = ${c.updateBy},
               update_date = now()
        where room_type_id = ${c.roomTypeId}`);
    },

    /** The stay, its room's type and property, and whether it is open for an inspection. */
    async stayOf(executor: Executor, bookingId: number) {
      const result = await executor.execute<{
        bookingId: number;
        bookingStatus: number;
        status: number;
        checkedIn: boolean;
        roomTypeId: number;
        propertyId: number;
      }>(sql`
        select b.booking_id as "bookingId", b.booking_status::int as "bookingStatus", b.status::int as status,
               (b.checked_in_at is not null) as "checkedIn", r.room_type_id as "roomTypeId",
               r.property_id as "propertyId"
        from bookings b join rooms r on r.room_id = b.room_id where b.booking_id = ${bookingId}`);
      return result.rows[0];
    },

    async findOfStay(executor: Executor, bookingId: number, kind: number) {
      const result = await executor.execute<{ inspectionId: number }>(sql`
        select inspection_id as "inspectionId" from inspections
        where booking_id = ${bookingId} and inspection_kind = ${kind}`);
      return result.rows[0]?.inspectionId;
    },

    /** Answers the new inspection's id, or undefined when the stay got one of this kind meanwhile. */
    async insert(
      tx: Tx,
      i: { bookingId: number; propertyId: number; kind: number; items: string[]; updateBy: string },
    ): Promise<number | undefined> {
      const made = await tx.execute<{ inspectionId: number }>(sql`
        insert into inspections (booking_id, property_id, inspection_kind, update_by)
        values (${i.bookingId}, ${i.propertyId}, ${i.kind}, ${i.updateBy})
        on conflict (booking_id, inspection_kind) do nothing
        returning inspection_id as "inspectionId"`);
      const inspectionId = made.rows[0]?.inspectionId;
      if (inspectionId === undefined) return undefined;
      await tx.execute(sql`
        insert into inspection_items (inspection_id, property_id, position, item_name, update_by)
        select ${inspectionId}, ${i.propertyId}, n.position, n.name, ${i.updateBy}
        from jsonb_array_elements_text(${JSON.stringify(i.items)}::jsonb) with ordinality as n(name, position)`);
      return inspectionId;
    },

    async header(executor: Executor, inspectionId: number, lock = false) {
      const result = await executor.execute<{
        inspectionId: number;
        bookingId: number;
        inspectionKind: 1 | 2;
        propertyId: number;
        tenantName: string;
        roomNumber: string;
        roomTypeName: string;
        completed: boolean;
        completedDate: string;
        completedBy: string;
        createDate: string;
        updateDate: string;
        updateBy: string;
        rowVersion: string;
      }>(sql`
        select i.inspection_id as "inspectionId", i.booking_id as "bookingId", i.inspection_kind::int as "inspectionKind",
               i.property_id as "propertyId", t.tenant_name as "tenantName", r.room_number as "roomNumber",
               rt.room_type_name as "roomTypeName", (i.completed_at is not null) as completed,
               ${dateTime(sql`i.completed_at`)} as "completedDate", i.completed_by as "completedBy",
               ${dateTime(sql`i.create_date`)} as "createDate", ${dateTime(sql`i.update_date`)} as "updateDate",
               i.update_by as "updateBy", ${rowVersionOf(sql`i.update_date`)} as "rowVersion"
        from inspections i
        join bookings b on b.booking_id = i.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        join room_types rt on rt.room_type_id = r.room_type_id
        where i.inspection_id = ${inspectionId} ${lock ? sql`for update of i` : sql``}`);
      return result.rows[0];
    },

    async itemsOf(executor: Executor, inspectionId: number): Promise<StoredItem[]> {
      const result = await executor.execute<StoredItem>(sql`
        select n.inspection_item_id as "inspectionItemId", n.item_name as "itemName", n.condition::int as condition,
               n.note, ${photosOf(sql`n.inspection_item_id`)} as photos,
               case when d.deduction_id is null then null else json_build_object('deductionId', d.deduction_id,
                 'paymentId', d.payment_id, 'amount', d.amount, 'note', d.note) end as deduction
        from inspection_items n left join deposit_deductions d on d.deduction_id = n.deduction_id
        where n.inspection_id = ${inspectionId} order by n.position`);
      return result.rows.map((row) => ({
        ...row,
        deduction: row.deduction ? { ...row.deduction, amount: Number(row.deduction.amount) } : null,
      }));
    },

    /** Sets the sent items' condition and note (a field not sent keeps its value). */
    async updateItem(
      tx: Tx,
      inspectionId: number,
      change: { inspectionItemId: number; condition?: number | null | undefined; note?: string | undefined },
      updateBy: string,
    ) {
      const setCondition = change.condition !== undefined;
      const setNote = change.note !== undefined;
      const result = await tx.execute(sql`
        update inspection_items set
          condition = case when ${setCondition} then ${change.condition ?? null}::smallint else condition end,
          note = case when ${setNote} then ${change.note ?? ''} else note end,
          update_by = ${updateBy}, update_date = now()
        where inspection_item_id = ${change.inspectionItemId} and inspection_id = ${inspectionId}
          and (condition is distinct from (case when ${setCondition} then ${change.condition ?? null}::smallint else condition end)
               or note is distinct from (case when ${setNote} then ${change.note ?? ''} else note end))`);
      return result.rowCount ?? 0;
    },

    /** Bumps the inspection's version (an Update saved), completing it when asked. */
    async touch(tx: Tx, inspectionId: number, seen: string | undefined, completedAt: Date | null, updateBy: string) {
      const complete = completedAt !== null;
      const result = await tx.execute(sql`
        update inspections set update_by = ${updateBy}, update_date = now(),
               completed_at = case when ${complete} then ${completedAt?.toISOString() ?? null}::timestamptz else completed_at end,
               completed_by = case when ${complete} then ${updateBy} else completed_by end
        where inspection_id = ${inspectionId} and completed_at is null
          ${seen === undefined ? sql`` : sql`and ${rowVersionOf(sql`update_date`)} = ${seen}`}`);
      return (result.rowCount ?? 0) === 1;
    },

    /** An item, its inspection and whether that is completed; the item's row locked in a transaction. */
    async item(executor: Executor, inspectionItemId: number, lock = false) {
      const result = await executor.execute<{
        inspectionItemId: number;
        inspectionId: number;
        bookingId: number;
        inspectionKind: number;
        propertyId: number;
        itemName: string;
        condition: number | null;
        note: string;
        deductionId: number | null;
        deductionAmount: number | null;
        completed: boolean;
        photoCount: number;
      }>(sql`
        select n.inspection_item_id as "inspectionItemId", n.inspection_id as "inspectionId", i.booking_id as "bookingId",
               i.inspection_kind::int as "inspectionKind", n.property_id as "propertyId", n.item_name as "itemName",
               n.condition::int as condition, n.note, n.deduction_id as "deductionId",
               (select d.amount from deposit_deductions d where d.deduction_id = n.deduction_id) as "deductionAmount",
               (i.completed_at is not null) as completed,
               (select count(*)::int from inspection_photos f
                where f.inspection_item_id = n.inspection_item_id and f.status = 1) as "photoCount"
        from inspection_items n join inspections i on i.inspection_id = n.inspection_id
        where n.inspection_item_id = ${inspectionItemId} ${lock ? sql`for update of n` : sql``}`);
      const row = result.rows[0];
      return row && { ...row, deductionAmount: row.deductionAmount === null ? null : Number(row.deductionAmount) };
    },

    async setDeduction(tx: Tx, inspectionItemId: number, deductionId: number, updateBy: string) {
      await tx.execute(sql`
        update inspection_items set deduction_id = ${deductionId}, update_by = ${updateBy}, update_date = now()
        where inspection_item_id = ${inspectionItemId}`);
    },

    async insertPhoto(tx: Tx, p: ProcessedImage & { inspectionItemId: number; propertyId: number; updateBy: string }) {
      const result = await tx.execute<{ photoId: number }>(sql`
        insert into inspection_photos (inspection_item_id, property_id, content_type, content, byte_size, width, height, update_by)
        values (${p.inspectionItemId}, ${p.propertyId}, ${p.contentType}, ${p.content}, ${p.byteSize}, ${p.width},
                ${p.height}, ${p.updateBy})
        returning photo_id as "photoId"`);
      return (result.rows[0] as { photoId: number }).photoId;
    },

    /** A shown photo and its item (for a removal). */
    async photo(executor: Executor, photoId: number) {
      const result = await executor.execute<{ photoId: number; inspectionItemId: number }>(sql`
        select photo_id as "photoId", inspection_item_id as "inspectionItemId"
        from inspection_photos where photo_id = ${photoId} and status = 1`);
      return result.rows[0];
    },

    async removePhoto(tx: Tx, photoId: number, updateBy: string) {
      await tx.execute(sql`
        update inspection_photos set status = 2, update_by = ${updateBy}, update_date = now()
        where photo_id = ${photoId} and status = 1`);
    },

    /** A shown photo's bytes; under a call of some properties, only one it sees (the policies). */
    async photoBytes(executor: Executor, photoId: number) {
      const result = await executor.execute<{ contentType: string; content: Buffer }>(sql`
        select content_type as "contentType", content from inspection_photos where photo_id = ${photoId} and status = 1`);
      return result.rows[0];
    },

    async list(filter: {
      bookingId?: number | undefined;
      propertyId?: number | undefined;
      inspectionKind?: number | undefined;
      pageSize: number;
      pageIndex: number;
    }) {
      const where: SQL[] = [sql`true`];
      if (filter.bookingId) where.push(sql`i.booking_id = ${filter.bookingId}`);
      if (filter.propertyId) where.push(sql`i.property_id = ${filter.propertyId}`);
      if (filter.inspectionKind) where.push(sql`i.inspection_kind = ${filter.inspectionKind}`);
      const condition = sql.join(where, sql` and `);
      const total = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from inspections i where ${condition}`,
      );
      const offset = filter.pageIndex * filter.pageSize;
      const rows = await db.execute<Omit<InspectionRow, 'rowNumber'>>(sql`
        select i.inspection_id as "inspectionId", i.booking_id as "bookingId", i.inspection_kind::int as "inspectionKind",
               t.tenant_name as "tenantName", r.room_number as "roomNumber", (i.completed_at is not null) as completed,
               ${dateTime(sql`i.completed_at`)} as "completedDate",
               (select count(*)::int from inspection_items n where n.inspection_id = i.inspection_id) as "itemCount",
               (select count(*)::int from inspection_items n where n.inspection_id = i.inspection_id and n.condition = 2) as "damagedCount",
               (select count(*)::int from inspection_items n where n.inspection_id = i.inspection_id and n.condition = 3) as "missingCount",
               ${dateTime(sql`i.create_date`)} as "createDate", i.update_by as "updateBy",
               i.property_id as "propertyId",
               (select p.property_name from properties p where p.property_id = i.property_id) as "propertyName"
        from inspections i
        join bookings b on b.booking_id = i.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        where ${condition}
        order by i.inspection_id desc
        ${limitOffset(filter.pageSize, offset)}`);
      return {
        totalData: Number(total.rows[0]?.n ?? 0),
        listData: rows.rows.map((row, i) => ({ rowNumber: offset + i + 1, ...row })),
      };
    },
  };
}

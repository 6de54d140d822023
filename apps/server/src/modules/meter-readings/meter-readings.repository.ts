import { type MeterReading, type MeterRoundRoom, paths } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { meterReadingPhotos } from './meter-readings.table.js';

/** A reading's newest photo, as the address it is served at ('' when it has none). */
const photoUrl = (readingId: string) =>
  sql.raw(`coalesce((select '${paths.meterReading.photo}/' || f.photo_id from meter_reading_photos f
    where f.meter_reading_id = ${readingId} order by f.photo_id desc limit 1), '')`);

const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

/** A room as a reading needs it (null when the caller does not see it). */
export type ReadRoom = {
  roomId: number;
  roomNumber: string;
  propertyId: number;
};

/** A charge type as a reading needs it. */
export type ReadType = {
  chargeTypeId: number;
  chargeTypeName: string;
  chargeKind: number;
  unitName: string;
  unitPrice: number;
  minimumCharge: number;
  propertyId: number | null;
  status: number;
};

/** The latest reading of a meter, as stored. */
export type StoredReading = {
  meterReadingId: number;
  propertyId: number;
  roomId: number;
  chargeTypeId: number;
  bookingId: number | null;
  readingKind: number;
  readingDate: string;
  reading: number;
  previousReading: number | null;
  previousDate: string | null;
  unitPrice: number;
  minimumCharge: number;
  rowVersion: string;
};

export interface ReadingValues {
  propertyId: number;
  roomId: number;
  chargeTypeId: number;
  bookingId: number | null;
  readingKind: number;
  readingDate: string;
  reading: number;
  previousReading: number | null;
  previousDate: string | null;
  meterReplaced: boolean;
  startReading: number | null;
  usage: number | null;
  unitPrice: number;
  minimumCharge: number;
  amount: number;
  remark: string;
}

export interface ReadingListFilter {
  meterReadingId?: number | undefined;
  propertyId?: number | undefined;
  roomId?: number | undefined;
  chargeTypeId?: number | undefined;
  bookingId?: number | undefined;
  readingKind?: number | undefined;
  readingFrom?: string | undefined;
  readingTo?: string | undefined;
  pageIndex: number;
  pageSize: number;
}

export type NewMeterPhoto = Omit<typeof meterReadingPhotos.$inferInsert, 'photoId' | 'createDate'>;

const STORED = sql`
  meter_reading_id as "meterReadingId", property_id as "propertyId", room_id as "roomId", charge_type_id as "chargeTypeId",
  booking_id as "bookingId", reading_kind::int as "readingKind", to_char(reading_date, 'YYYY-MM-DD') as "readingDate",
  reading, previous_reading as "previousReading", to_char(previous_date, 'YYYY-MM-DD') as "previousDate",
  unit_price::float8 as "unitPrice", minimum_charge::float8 as "minimumCharge",
  ${rowVersionOf(sql.raw('update_date'))} as "rowVersion"`;

/** What the API shows of a reading, with its room, type, stay and the bill its line is on. */
const COLUMNS = sql`
  m.meter_reading_id as "meterReadingId", m.room_id as "roomId", r.room_number as "roomNumber",
  m.charge_type_id as "chargeTypeId", t.charge_type_name as "chargeTypeName", t.unit_name as "unitName",
  ${apiDate('m.reading_date')} as "readingDate", m.reading_kind::int as "readingKind",
  m.previous_reading as "previousReading",
  case when m.previous_date is null then null else ${apiDate('m.previous_date')} end as "previousReadingDate",
  m.reading, m.meter_replaced as "meterReplaced", m.start_reading as "startReading", m.usage,
  m.unit_price::float8 as "unitPrice", m.amount::float8 as amount, m.booking_id as "bookingId",
  tn.tenant_name as "tenantName", l.bill_id as "billId", x.bill_status::int as "billStatus", m.remark,
  ${photoUrl('m.meter_reading_id')} as "photoURL",
  m.property_id as "propertyId", p.property_name as "propertyName",
  ${apiDateTime(sql.raw('m.create_date'))} as "createDate", ${apiDateTime(sql.raw('m.update_date'))} as "updateDate",
  m.update_by as "updateBy", ${rowVersionOf(sql.raw('m.update_date'))} as "rowVersion"`;
const FROM = sql`
  from meter_readings m
  join rooms r on r.room_id = m.room_id
  join charge_types t on t.charge_type_id = m.charge_type_id
  join properties p on p.property_id = m.property_id
  left join bookings b on b.booking_id = m.booking_id
  left join tenants tn on tn.tenant_id = b.tenant_id
  left join bill_lines l on l.meter_reading_id = m.meter_reading_id
  left join bills x on x.bill_id = l.bill_id`;

/** The stay in a room on a date: the one running there, else the one that left that day. */
const stayInRoom = (room: SQL, day: SQL) => sql`
  select b.booking_id, b.tenant_id from bookings b
  where b.room_id = ${room} and b.status = 1 and b.booking_status in (1, 2)
    and b.check_in_date <= ${day} and (b.check_out_date is null or b.check_out_date >= ${day})
  order by (b.booking_status = 1) desc, b.check_in_date desc limit 1`;

export function createMeterReadingsRepository(db: Database) {
  return {
    async room(executor: Executor, roomId: number): Promise<ReadRoom | undefined> {
      const result = await executor.execute<ReadRoom>(sql`
        select room_id as "roomId", room_number as "roomNumber", property_id as "propertyId"
        from rooms where room_id = ${roomId}`);
      return result.rows[0];
    },

    async chargeType(executor: Executor, chargeTypeId: number): Promise<ReadType | undefined> {
      const result = await executor.execute<ReadType>(sql`
        select charge_type_id as "chargeTypeId", charge_type_name as "chargeTypeName", charge_kind::int as "chargeKind",
               unit_name as "unitName", unit_price::float8 as "unitPrice", minimum_charge::float8 as "minimumCharge",
               property_id as "propertyId", status::int as status
        from charge_types where charge_type_id = ${chargeTypeId}`);
      return result.rows[0];
    },

    async propertyExists(executor: Executor, propertyId: number): Promise<boolean> {
      const result = await executor.execute(sql`select 1 from properties where property_id = ${propertyId}`);
      return result.rows.length > 0;
    },

    /**
     * One writer per meter at a time: a transaction-scoped lock on (type, room), taken before any
     * stay's row, so two readings of one meter queue and the second sees the first.
     */
    async lockMeter(tx: Tx, roomId: number, chargeTypeId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(${chargeTypeId}::int, ${roomId}::int)`);
    },

    async latest(executor: Executor, roomId: number, chargeTypeId: number): Promise<StoredReading | undefined> {
      const result = await executor.execute<StoredReading>(sql`
        select ${STORED} from meter_readings where room_id = ${roomId} and charge_type_id = ${chargeTypeId}
        order by reading_date desc limit 1`);
      return result.rows[0];
    },

    async find(executor: Executor, meterReadingId: number): Promise<StoredReading | undefined> {
      const result = await executor.execute<StoredReading>(
        sql`select ${STORED} from meter_readings where meter_reading_id = ${meterReadingId}`,
      );
      return result.rows[0];
    },

    async stayIn(executor: Executor, roomId: number, day: string): Promise<number | null> {
      const result = await executor.execute<{ booking_id: number }>(stayInRoom(sql`${roomId}`, sql`${day}::date`));
      return result.rows[0]?.booking_id ?? null;
    },

    /**
     * What the meter usually uses a day: its last six counted usages over the days they cover
     * (null when it has none yet).
     */
    async usualPerDay(executor: Executor, roomId: number, chargeTypeId: number, except = 0): Promise<number | null> {
      const result = await executor.execute<{ rate: number | null }>(sql`
        select sum(usage)::float8 / nullif(sum(reading_date - previous_date), 0) as rate
        from (select usage, reading_date, previous_date from meter_readings
              where room_id = ${roomId} and charge_type_id = ${chargeTypeId} and usage is not null
                and previous_date is not null and meter_reading_id <> ${except}
              order by reading_date desc limit 6) x`);
      const rate = result.rows[0]?.rate;
      return rate == null ? null : Number(rate);
    },

    /** The bill a reading's line is on, and whether its lines may still change (not paid, not waived). */
    async billOf(executor: Executor, meterReadingId: number) {
      const result = await executor.execute<{ billId: number; documentNumber: string; open: boolean }>(sql`
        select x.bill_id as "billId", x.document_number as "documentNumber",
               (x.bill_status in (1, 2) or coalesce(x.void_cause in (2, 3, 4), false)) as open
        from bill_lines l join bills x on x.bill_id = l.bill_id where l.meter_reading_id = ${meterReadingId}`);
      return result.rows[0];
    },

    async insert(tx: Tx, v: ReadingValues, actor: string): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        insert into meter_readings (property_id, room_id, charge_type_id, booking_id, reading_kind, reading_date, reading,
          previous_reading, previous_date, meter_replaced, start_reading, usage, unit_price, minimum_charge, amount, remark, update_by)
        values (${v.propertyId}, ${v.roomId}, ${v.chargeTypeId}, ${v.bookingId}, ${v.readingKind}, ${v.readingDate}::date,
          ${v.reading}, ${v.previousReading}, ${v.previousDate}::date, ${v.meterReplaced}, ${v.startReading}, ${v.usage},
          ${v.unitPrice}, ${v.minimumCharge}, ${v.amount}, ${v.remark}, ${actor})
        returning meter_reading_id as id`);
      return Number(result.rows[0]?.id);
    },

    async update(
      tx: Tx,
      id: number,
      v: Pick<ReadingValues, 'reading' | 'meterReplaced' | 'startReading' | 'usage' | 'amount' | 'remark'>,
      actor: string,
    ) {
      await tx.execute(sql`
        update meter_readings set reading = ${v.reading}, meter_replaced = ${v.meterReplaced},
          start_reading = ${v.startReading}, usage = ${v.usage}, amount = ${v.amount}, remark = ${v.remark},
          update_by = ${actor}, update_date = now()
        where meter_reading_id = ${id}`);
    },

    async insertPhoto(tx: Tx, photo: NewMeterPhoto): Promise<number> {
      const [row] = await tx
        .insert(meterReadingPhotos)
        .values(photo)
        .returning({ photoId: meterReadingPhotos.photoId });
      return (row as { photoId: number }).photoId;
    },

    /** A photo's bytes; under a call of some properties, only one of a reading it sees (the policies). */
    async findPhoto(executor: Executor, photoId: number) {
      const result = await executor.execute<{ contentType: string; content: Buffer }>(sql`
        select content_type as "contentType", content from meter_reading_photos where photo_id = ${photoId}`);
      return result.rows[0];
    },

    async remove(tx: Tx, id: number) {
      await tx.execute(sql`delete from meter_readings where meter_reading_id = ${id}`);
    },

    /** Every active room of the property in the rooms list's order, with its stay, previous reading and this date's reading. */
    async round(executor: Executor, propertyId: number, chargeTypeId: number, day: string): Promise<MeterRoundRoom[]> {
      const result = await executor.execute<MeterRoundRoom>(sql`
        select r.room_id as "roomId", r.room_number as "roomNumber", s.booking_id as "bookingId",
               tn.tenant_name as "tenantName", pr.reading as "previousReading",
               case when pr.reading_date is null then null else ${apiDate('pr.reading_date')} end as "previousReadingDate",
               m.meter_reading_id as "meterReadingId", m.reading, m.usage, m.amount::float8 as amount, l.bill_id as "billId",
               case when m.meter_reading_id is null then '' else ${photoUrl('m.meter_reading_id')} end as "photoURL"
        from rooms r
        left join lateral (${stayInRoom(sql`r.room_id`, sql`${day}::date`)}) s on true
        left join tenants tn on tn.tenant_id = s.tenant_id
        left join meter_readings m on m.room_id = r.room_id and m.charge_type_id = ${chargeTypeId} and m.reading_date = ${day}::date
        left join lateral (
          select q.reading, q.reading_date from meter_readings q
          where q.room_id = r.room_id and q.charge_type_id = ${chargeTypeId} and q.reading_date < ${day}::date
          order by q.reading_date desc limit 1) pr on true
        left join bill_lines l on l.meter_reading_id = m.meter_reading_id
        where r.property_id = ${propertyId} and r.status = 1
        order by length(r.room_number), r.room_number, r.room_id`);
      return result.rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }));
    },

    async list(filter: ReadingListFilter): Promise<{ rows: MeterReading[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.meterReadingId) conditions.push(sql`m.meter_reading_id = ${filter.meterReadingId}`);
      if (filter.propertyId) conditions.push(sql`m.property_id = ${filter.propertyId}`);
      if (filter.roomId) conditions.push(sql`m.room_id = ${filter.roomId}`);
      if (filter.chargeTypeId) conditions.push(sql`m.charge_type_id = ${filter.chargeTypeId}`);
      if (filter.bookingId) conditions.push(sql`m.booking_id = ${filter.bookingId}`);
      if (filter.readingKind) conditions.push(sql`m.reading_kind = ${filter.readingKind}`);
      if (filter.readingFrom) conditions.push(sql`m.reading_date >= ${filter.readingFrom}::date`);
      if (filter.readingTo) conditions.push(sql`m.reading_date <= ${filter.readingTo}::date`);
      const where = sql.join(conditions, sql` and `);
      const [rows, total] = await Promise.all([
        db.execute<MeterReading>(sql`
          select ${COLUMNS} ${FROM} where ${where}
          order by m.reading_date desc, r.room_number, m.meter_reading_id desc
          ${limitOffset(filter.pageSize, pageOffset(filter))}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from meter_readings m where ${where}`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },
  };
}

export type MeterReadingsRepository = ReturnType<typeof createMeterReadingsRepository>;

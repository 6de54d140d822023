import {
  type CallRequest,
  ChargeKind,
  HIGH_USAGE_FACTOR,
  METER_PHOTO_FIELD,
  MeterReadingKind,
  type MeterReadingSaved,
  meterPhotoUrl,
  type meterReadingCalls,
  PHOTO_MAX_PIXELS,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { Ledger } from '../ledger/ledger.service.js';
import {
  createMeterReadingsRepository,
  type ReadRoom,
  type ReadType,
  type StoredReading,
} from './meter-readings.repository.js';

type Req<K extends keyof typeof meterReadingCalls> = CallRequest<(typeof meterReadingCalls)[K]>;

/** What the reader typed, as every way in (a round, a check-in, a check-out) sends it. */
type Typed = {
  reading: number;
  meterReplaced?: boolean | undefined;
  startReading?: number | null | undefined;
  remark?: string | undefined;
  confirmHighUsage?: boolean | undefined;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What a usage bills (README.md): usage x the type's unit price, at least its minimum; nothing
 * when there is no usage to count (a meter's first reading), no stay to bill (an empty room) or
 * the reading opens a stay (check-in). The table's CHECK states the same rule.
 */
export function readingAmount(
  usage: number | null,
  bookingId: number | null,
  kind: MeterReadingKind,
  price: { unitPrice: number; minimumCharge: number },
): number {
  if (usage === null || bookingId === null || kind === MeterReadingKind.CheckIn) return 0;
  return Math.max(usage * price.unitPrice, price.minimumCharge);
}

/**
 * Meter readings (README.md): a room's electricity or water meter read on a date, counted from
 * the meter's previous reading, the usage billed to the stay in the room as a line of its bill
 * (the ledger places it). Readings of a meter are only ever added after its latest, one writer per
 * meter at a time; the latest may be corrected or removed while its bill is not paid.
 */
export function createMeterReadingsService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  ledger: Ledger;
}) {
  const { db, clock, businessTimezone, ledger } = deps;
  const repo = createMeterReadingsRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  /** The type must be a metered type in use, of the room's property or of every property. */
  function checkType(type: ReadType | undefined, room: ReadRoom, field: string): ReadType {
    if (!type) throw new AppError(404, refusal('chargeType.notFound'), [{ field, ...refusal('chargeType.notFound') }]);
    const name = { type: type.chargeTypeName };
    if (type.chargeKind !== ChargeKind.Metered) throw badRequest(refusal('meterReading.notMetered', name), field);
    if (type.status !== 1) throw badRequest(refusal('meterReading.typeNotActive', name), field);
    if (type.propertyId !== null && type.propertyId !== room.propertyId) {
      throw badRequest(refusal('meterReading.typeOfAnotherProperty', { ...name, room: room.roomNumber }), field);
    }
    return type;
  }

  /** Whether the reading's date and figure follow the meter's latest reading (else refused in words). */
  function checkAgainstLatest(
    latest: StoredReading | undefined,
    typed: Typed,
    day: string,
    room: ReadRoom,
    type: ReadType,
  ) {
    if (!latest) return;
    if (latest.readingDate === day) {
      throw conflict(refusal('meterReading.sameDate', { room: room.roomNumber, type: type.chargeTypeName, date: day }));
    }
    if (latest.readingDate > day)
      throw badRequest(refusal('meterReading.beforePrevious', { date: latest.readingDate }), 'readingDate');
    if (!typed.meterReplaced && typed.reading < latest.reading) {
      throw badRequest(
        refusal('meterReading.belowPrevious', {
          reading: typed.reading,
          previous: latest.reading,
          date: latest.readingDate,
        }),
        'reading',
      );
    }
  }

  /** The usage counted from the previous reading (or the new meter's start). */
  function usageOf(typed: Typed, previous: number | null): number | null {
    if (typed.meterReplaced && typed.startReading != null) return typed.reading - typed.startReading;
    return previous === null ? null : typed.reading - previous;
  }

  /**
   * A usage over HIGH_USAGE_FACTOR times the meter's usual a day (its last readings) is a typing
   * slip more often than not: refused with the figures until the reader confirms it.
   */
  async function checkUsual(
    executor: Tx,
    typed: Typed,
    usage: number | null,
    since: string | null,
    day: string,
    room: ReadRoom,
    type: ReadType,
    except = 0,
  ) {
    if (typed.confirmHighUsage || usage === null || since === null || usage === 0) return;
    const usual = await repo.usualPerDay(executor, room.roomId, type.chargeTypeId, except);
    const days = daysBetween(since, day);
    if (usual === null || usual <= 0 || days <= 0) return;
    if (usage / days > HIGH_USAGE_FACTOR * usual) {
      throw conflict(
        refusal('meterReading.highUsage', {
          usage,
          unit: type.unitName,
          date: since,
          factor: HIGH_USAGE_FACTOR,
          room: room.roomNumber,
        }),
      );
    }
  }

  /** Records a reading inside the caller's transaction; answers its id and the stay it bills. */
  async function record(
    tx: Tx,
    actor: CurrentUser,
    room: ReadRoom,
    type: ReadType,
    day: string,
    typed: Typed,
    stay: { kind: MeterReadingKind; bookingId: number | null } | null,
  ): Promise<{ meterReadingId: number; bookingId: number | null }> {
    // Locks in the ledger's order: the stay's row first, then the meter's (a check-in or check-out
    // already holds its stay). The stay in the room is read again once locked.
    const kind = stay?.kind ?? MeterReadingKind.Round;
    let bookingId = stay ? stay.bookingId : await repo.stayIn(tx, room.roomId, day);
    if (bookingId !== null) await ledger.lockStays(tx, [bookingId]);
    if (!stay) {
      const now = await repo.stayIn(tx, room.roomId, day);
      if (now !== bookingId && now !== null) await ledger.lockStays(tx, [now]);
      bookingId = now;
    }
    await repo.lockMeter(tx, room.roomId, type.chargeTypeId);
    const latest = await repo.latest(tx, room.roomId, type.chargeTypeId);
    checkAgainstLatest(latest, typed, day, room, type);
    const previous = latest?.reading ?? null;
    const usage = usageOf(typed, previous);
    if (kind !== MeterReadingKind.CheckIn)
      await checkUsual(tx, typed, usage, latest?.readingDate ?? null, day, room, type);
    const meterReadingId = await repo.insert(
      tx,
      {
        propertyId: room.propertyId,
        roomId: room.roomId,
        chargeTypeId: type.chargeTypeId,
        bookingId,
        readingKind: kind,
        readingDate: day,
        reading: typed.reading,
        previousReading: previous,
        previousDate: latest?.readingDate ?? null,
        meterReplaced: typed.meterReplaced ?? false,
        startReading: typed.meterReplaced ? (typed.startReading ?? null) : null,
        usage,
        unitPrice: type.unitPrice,
        minimumCharge: type.minimumCharge,
        amount: readingAmount(usage, bookingId, kind, type),
        remark: typed.remark ?? '',
      },
      actor.username,
    );
    if (bookingId !== null) await ledger.placeCharges(tx, [bookingId], actor.username);
    return { meterReadingId, bookingId };
  }

  /** What a saved reading came to, as it now stands (its bill line placed). */
  async function saved(meterReadingId: number): Promise<MeterReadingSaved> {
    const [row] = (await repo.list({ meterReadingId, pageIndex: 0, pageSize: 1 })).rows;
    if (!row) throw notFound(refusal('meterReading.notFound'));
    return { meterReadingId, usage: row.usage, amount: row.amount, billId: row.billId };
  }

  /** The latest reading of its meter, on a bill that may still change; else refused in words. */
  async function changeable(tx: Tx, meterReadingId: number) {
    const seen = await repo.find(tx, meterReadingId);
    if (!seen) throw notFound(refusal('meterReading.notFound'));
    if (seen.bookingId !== null) await ledger.lockStays(tx, [seen.bookingId]);
    await repo.lockMeter(tx, seen.roomId, seen.chargeTypeId);
    const found = await repo.find(tx, meterReadingId);
    if (!found) throw notFound(refusal('meterReading.notFound'));
    const latest = await repo.latest(tx, found.roomId, found.chargeTypeId);
    if (latest && latest.meterReadingId !== meterReadingId) {
      throw conflict(refusal('meterReading.notLatest', { date: latest.readingDate }));
    }
    const bill = await repo.billOf(tx, meterReadingId);
    if (bill && !bill.open) throw conflict(refusal('meterReading.billPaid', { number: bill.documentNumber }));
    return found;
  }

  return {
    async round(input: Req<'getRound'>) {
      if (!(await repo.propertyExists(db, input.propertyId))) throw notFound(refusal('property.notFound'));
      const type = await repo.chargeType(db, input.chargeTypeId);
      const checked = checkType(type, { roomId: 0, roomNumber: '', propertyId: input.propertyId }, 'chargeTypeId');
      const rooms = await repo.round(db, input.propertyId, input.chargeTypeId, input.readingDate);
      return {
        propertyId: input.propertyId,
        chargeTypeId: checked.chargeTypeId,
        chargeTypeName: checked.chargeTypeName,
        unitName: checked.unitName,
        unitPrice: checked.unitPrice,
        minimumCharge: checked.minimumCharge,
        readingDate: `${input.readingDate}T00:00:00`,
        rooms,
        roomsRead: rooms.filter((r) => r.meterReadingId !== null).length,
      };
    },

    async create(actor: CurrentUser, input: Req<'create'>): Promise<MeterReadingSaved> {
      if (input.readingDate > today()) throw badRequest(refusal('meterReading.inFuture'), 'readingDate');
      const { meterReadingId } = await db.transaction(async (tx) => {
        const room = await repo.room(tx, input.roomId);
        if (!room)
          throw new AppError(404, refusal('room.notFound'), [{ field: 'roomId', ...refusal('room.notFound') }]);
        const type = checkType(await repo.chargeType(tx, input.chargeTypeId), room, 'chargeTypeId');
        return record(tx, actor, room, type, input.readingDate, input, null);
      });
      return saved(meterReadingId);
    },

    /**
     * The readings taken at a check-in or check-out, in the caller's transaction (after the stay
     * moved): each of the room's metered types once, dated today.
     */
    async recordAtMove(
      tx: Tx,
      actor: CurrentUser,
      stay: { bookingId: number; roomId: number; kind: MeterReadingKind },
      readings: (Typed & { chargeTypeId: number })[],
    ) {
      if (readings.length === 0) return;
      const room = await repo.room(tx, stay.roomId);
      if (!room) throw notFound(refusal('room.notFound'));
      const seen = new Set<number>();
      for (const [i, typed] of readings.entries()) {
        const field = `meterReadings.${i}.chargeTypeId`;
        const type = checkType(await repo.chargeType(tx, typed.chargeTypeId), room, field);
        if (seen.has(type.chargeTypeId))
          throw badRequest(refusal('meterReading.typeTwice', { type: type.chargeTypeName }), field);
        seen.add(type.chargeTypeId);
        await record(tx, actor, room, type, today(), typed, { kind: stay.kind, bookingId: stay.bookingId });
      }
    },

    async getById(meterReadingId: number) {
      const [row] = (await repo.list({ meterReadingId, pageIndex: 0, pageSize: 1 })).rows;
      if (!row) throw notFound(refusal('meterReading.notFound'));
      return row;
    },

    async update(actor: CurrentUser, input: Req<'update'>): Promise<MeterReadingSaved> {
      await db.transaction(async (tx) => {
        const found = await changeable(tx, input.meterReadingId);
        if (input.rowVersion !== undefined && input.rowVersion !== found.rowVersion) {
          throw conflict(refusal('record.stale'));
        }
        const room = await repo.room(tx, found.roomId);
        const type = await repo.chargeType(tx, found.chargeTypeId);
        if (!room || !type) throw notFound(refusal('meterReading.notFound'));
        if (!input.meterReplaced && found.previousReading !== null && input.reading < found.previousReading) {
          throw badRequest(
            refusal('meterReading.belowPrevious', {
              reading: input.reading,
              previous: found.previousReading,
              date: found.previousDate ?? found.readingDate,
            }),
            'reading',
          );
        }
        const usage = usageOf(input, found.previousReading);
        if (found.readingKind !== MeterReadingKind.CheckIn) {
          await checkUsual(tx, input, usage, found.previousDate, found.readingDate, room, type, found.meterReadingId);
        }
        const amount = readingAmount(usage, found.bookingId, found.readingKind as MeterReadingKind, found);
        await repo.update(
          tx,
          found.meterReadingId,
          {
            reading: input.reading,
            meterReplaced: input.meterReplaced,
            startReading: input.meterReplaced ? (input.startReading ?? null) : null,
            usage,
            amount,
            remark: input.remark,
          },
          actor.username,
        );
        if (found.bookingId !== null) await ledger.placeCharges(tx, [found.bookingId], actor.username);
      });
      return saved(input.meterReadingId);
    },

    async remove(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const found = await changeable(tx, input.meterReadingId);
        await ledger.dropReadingLine(tx, found.meterReadingId, actor.username);
        await repo.remove(tx, found.meterReadingId);
        if (found.bookingId !== null) await ledger.placeCharges(tx, [found.bookingId], actor.username);
      });
      return { meterReadingId: input.meterReadingId };
    },

    async list(filter: Req<'getList'>) {
      return pageOf(await repo.list(filter), filter);
    },

    /**
     * Keeps a photo of the meter with a saved reading: checked and re-encoded first (as tenant
     * photos are), then stored as a new row, so the reading shows it and an earlier one stays. A
     * photo is evidence of the figure, not money: it may be added to a reading on a paid bill.
     */
    async uploadPhoto(actor: CurrentUser, input: Req<'uploadPhoto'>, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('meterReading.photoRequired'), METER_PHOTO_FIELD);
      const photo = await reencodeImage(upload.content, {
        maxPixels: PHOTO_MAX_PIXELS,
        field: METER_PHOTO_FIELD,
        wrongType: refusal('meterReading.photoType'),
        unreadable: refusal('meterReading.photoUnreadable'),
      });
      const photoId = await db.transaction(async (tx) => {
        const found = await repo.find(tx, input.meterReadingId);
        if (!found) throw notFound(refusal('meterReading.notFound'));
        const { meterReadingId, propertyId } = found;
        return repo.insertPhoto(tx, { ...photo, meterReadingId, propertyId, createBy: actor.username });
      });
      return { meterReadingId: input.meterReadingId, photoURL: meterPhotoUrl(photoId) };
    },

    /** A photo's bytes, if the caller sees its reading's property (the policies), else undefined. */
    findPhoto: (photoId: number) => repo.findPhoto(db, photoId),
  };
}

export type MeterReadingsService = ReturnType<typeof createMeterReadingsService>;

import { ChargeKind, MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { apiCall } from '../../lib/api-client';

/** A stay at the door: its booking, and its room and property when the screen already knows them. */
export interface StayAtDoor {
  bookingId: number;
  roomId?: number;
  propertyId?: number;
}

/** One of the room's meters (electricity, water) and what it showed last. */
export interface RoomMeter {
  chargeTypeId: number;
  chargeTypeName: string;
  unitName: string;
  /** The meter's latest reading and its day; null when it was never read. */
  last: { reading: number; date: string } | null;
}

/**
 * The room's metered charge types in use (of its property or of every property), each with its
 * latest reading: what a check-in or check-out asks to be read. None: the business reads no meters.
 * The room and property are looked up only when the screen does not know them and they matter.
 */
export async function roomMeters(stay: StayAtDoor): Promise<RoomMeter[]> {
  const [types, roomId] = await Promise.all([
    apiCall(paths.chargeType.getList, {
      chargeKind: ChargeKind.Metered,
      status: RecordStatus.Active,
      propertyId: stay.propertyId ?? 0,
      pageSize: MAX_PAGE_SIZE,
      pageIndex: 0,
    }),
    stay.roomId ?? apiCall(paths.booking.getById, { bookingId: stay.bookingId }).then((b) => b.roomId),
  ]);
  if (types.listData.length === 0) return [];
  let propertyId = stay.propertyId;
  if (propertyId === undefined && types.listData.some((type) => type.propertyId !== null)) {
    propertyId = (await apiCall(paths.room.getById, { roomId })).propertyId;
  }
  const mine = types.listData.filter((type) => type.propertyId === null || type.propertyId === propertyId);
  return Promise.all(
    mine.map(async (type) => {
      const latest = await apiCall(paths.meterReading.getList, {
        roomId,
        chargeTypeId: type.chargeTypeId,
        pageSize: 1,
        pageIndex: 0,
      });
      const row = latest.listData[0];
      return {
        chargeTypeId: type.chargeTypeId,
        chargeTypeName: type.chargeTypeName,
        unitName: type.unitName,
        last: row ? { reading: row.reading, date: row.readingDate } : null,
      };
    }),
  );
}

import { type CallRequest, RecordStatus, RoomStatus, refusal, type roomCalls } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords, toggleRecordStatus } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { refuseDuplicate } from '../../db/unique-value.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { CardVendorsService } from '../card-vendors/card-vendors.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { RoomTypesService } from '../room-types/room-types.service.js';
import { createRoomsRepository } from './rooms.repository.js';
import { rooms } from './rooms.table.js';

type Req<K extends keyof typeof roomCalls> = CallRequest<(typeof roomCalls)[K]>;

export function createRoomsService({
  db,
  roomTypes,
  cardVendors,
  properties,
}: {
  db: Database;
  /** A room names a room type and maybe a card vendor: both must be active when the room is. */
  roomTypes: RoomTypesService;
  cardVendors: CardVendorsService;
  /** A room is its room type's property's. */
  properties: PropertiesService;
}) {
  const repo = createRoomsRepository(db);

  const records = statusRecords(db, {
    table: rooms,
    idColumn: rooms.roomId,
    notFound: refusal('room.notFound'),
    find: (roomId) => repo.findById(roomId),
  });

  /**
   * An active room needs an active room type and, when it names one, an active card vendor.
   * Both stay share-locked until the transaction ends, so neither can be deleted meanwhile. The
   * room type is of the room's property (`propertyId`; any when a new room names none). Answers
   * the room type's property.
   */
  async function checkReferences(tx: Tx, roomTypeId: number, cardVendorId: number | null, propertyId: number | null) {
    const roomType = await roomTypes.lockForUse(tx, roomTypeId);
    if (!roomType || (propertyId !== null && roomType.propertyId !== propertyId)) {
      throw badRequest(refusal('field.invalidChoice', { field: 'roomType' }), 'roomTypeId');
    }
    if (roomType.status !== RecordStatus.Active) {
      throw conflict(refusal('roomType.deleted', { name: roomType.name }));
    }
    const roomProperty = Number(roomType.propertyId);
    if (cardVendorId === null) return roomProperty;
    const vendor = await cardVendors.lockForUse(tx, cardVendorId);
    if (!vendor) throw badRequest(refusal('field.invalidChoice', { field: 'cardVendor' }), 'cardVendorId');
    if (vendor.status !== RecordStatus.Active) {
      throw conflict(refusal('cardVendor.deleted', { name: vendor.name }));
    }
    return roomProperty;
  }

  /** Room numbers are unique within a property, deleted rooms too: the refusal says which. */
  const guardRoomNumber = <T>(roomNumber: string, propertyId: () => number | null, work: () => Promise<T>) =>
    refuseDuplicate(
      'rooms_room_number_key',
      async () =>
        refusal(
          (await repo.isDeletedByName(roomNumber, propertyId())) ? 'room.numberTakenDeleted' : 'room.numberTaken',
          {
            room: roomNumber,
          },
        ),
      work,
    );

  return {
    getById: records.getById,

    /** A room a repair is about, read and locked for the rest of the transaction (undefined: not seen). */
    lockForRepair: (tx: Tx, roomId: number) => repo.lock(tx, roomId),
    /**
     * A repair keeps the room from bookings: Ready -> Maintenance. Answers whether it moved it
     * (false: the room was already in Maintenance, set by hand or by another repair).
     */
    holdForRepair: (tx: Tx, roomId: number, updateBy: string) =>
      repo.moveStatus(tx, roomId, RoomStatus.Ready, RoomStatus.Maintenance, updateBy),
    /** The repair that held the room is over: Maintenance -> Ready. */
    releaseFromRepair: (tx: Tx, roomId: number, updateBy: string) =>
      repo.moveStatus(tx, roomId, RoomStatus.Maintenance, RoomStatus.Ready, updateBy),

    list: async (filter: Req<'getList'>) => pageOf(await repo.list(filter), filter),
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex'>) => repo.everyRow(filter),

    create(actor: CurrentUser, input: Req<'create'>) {
      let propertyId: number | null = null;
      return guardRoomNumber(
        input.roomNumber,
        () => propertyId,
        () =>
          db.transaction(async (tx) => {
            propertyId = await checkReferences(tx, input.roomTypeId, input.cardVendorId, input.propertyId);
            await properties.chosen(tx, propertyId);
            return repo.insert(tx, {
              propertyId,
              roomNumber: input.roomNumber,
              roomTypeId: input.roomTypeId,
              roomStatus: input.roomStatus,
              cardVendorId: input.cardVendorId,
              updateBy: actor.username,
            });
          }),
      );
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.roomId);
        if (!current) throw notFound(refusal('room.notFound'));
        // The floor layout places rooms by number: a room keeps its number (spec: disabled in Edit).
        if (input.roomNumber !== undefined && input.roomNumber !== current.roomNumber) {
          throw badRequest(refusal('room.numberFixed'), 'roomNumber');
        }
        const roomStatus = input.roomStatus ?? current.roomStatus;
        const cardVendorId = input.cardVendorId === undefined ? current.cardVendorId : input.cardVendorId;
        await checkReferences(tx, input.roomTypeId, cardVendorId, current.propertyId);
        const target: UpdateTarget = {
          table: rooms,
          idColumn: rooms.roomId,
          updateDateColumn: rooms.updateDate,
          statusColumn: rooms.status,
          id: input.roomId,
          seen: input.rowVersion,
          notFound: refusal('room.notFound'),
        };
        const updated = await repo.update(tx, unchangedSince(target), {
          roomTypeId: input.roomTypeId,
          roomStatus,
          cardVendorId,
          updateBy: actor.username,
        });
        if (!updated) await refuseUnchanged(tx, target);
      });
      return { roomId: input.roomId };
    },

    /** Delete / Undelete with the stale check; an undeleted room needs its type (and vendor) active. */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.roomId);
        if (!current) throw notFound(refusal('room.notFound'));
        if (current.status !== input.status) throw conflict(refusal('record.stale'));
        if (current.status !== RecordStatus.Active) {
          await checkReferences(tx, current.roomTypeId, current.cardVendorId, current.propertyId);
        }
        await toggleRecordStatus(tx, {
          table: rooms,
          idColumn: rooms.roomId,
          notFound: refusal('room.notFound'),
          id: input.roomId,
          seenStatus: input.status,
          updateBy: actor.username,
        });
      });
      return records.getById(input.roomId);
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;

import { type CallRequest, formatMessage, messages, RecordStatus, type roomCalls } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { PgError, violatedConstraint, withRowNumbers } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createCardVendorsRepository } from '../card-vendors/card-vendors.repository.js';
import { createRoomTypesRepository } from '../room-types/room-types.repository.js';
import { createRoomsRepository } from './rooms.repository.js';
import { rooms } from './rooms.table.js';

type Req<K extends keyof typeof roomCalls> = CallRequest<(typeof roomCalls)[K]>;

export function createRoomsService({ db }: { db: Database }) {
  const repo = createRoomsRepository(db);
  const roomTypes = createRoomTypesRepository(db);
  const cardVendors = createCardVendorsRepository(db);

  async function getById(roomId: number) {
    const room = await repo.findById(roomId);
    if (!room) throw notFound('roomNotFound');
    return room;
  }

  /**
   * An active room needs an active room type and, when it names one, an active card vendor.
   * Both stay share-locked until the transaction ends, so neither can be deleted meanwhile.
   */
  async function checkReferences(tx: Tx, roomTypeId: number, cardVendorId: number | null) {
    const roomType = await roomTypes.lock(tx, roomTypeId, 'share');
    if (!roomType) throw badRequest(messages.roomTypeUnknown, 'roomTypeId');
    if (roomType.status !== RecordStatus.Active) {
      throw conflict(formatMessage('roomTypeDeleted', { name: roomType.roomTypeName }));
    }
    if (cardVendorId === null) return;
    const vendor = await cardVendors.lock(tx, cardVendorId, 'share');
    if (!vendor) throw badRequest(messages.cardVendorUnknown, 'cardVendorId');
    if (vendor.status !== RecordStatus.Active) {
      throw conflict(formatMessage('cardVendorDeleted', { name: vendor.cardVendorName }));
    }
  }

  /** The unique index on the room number, turned into a message naming the room. */
  async function guardRoomNumber<T>(roomNumber: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, PgError.uniqueViolation) === 'rooms_room_number_key') {
        throw conflict(formatMessage('roomNumberTaken', { roomNumber }));
      }
      throw error;
    }
  }

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total };
    },

    create(actor: CurrentUser, input: Req<'create'>) {
      return guardRoomNumber(input.roomNumber, () =>
        db.transaction(async (tx) => {
          await checkReferences(tx, input.roomTypeId, input.cardVendorId);
          return repo.insert(tx, {
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
        if (!current) throw notFound('roomNotFound');
        // The floor layout places rooms by number: a room keeps its number (spec: disabled in Edit).
        if (input.roomNumber !== undefined && input.roomNumber !== current.roomNumber) {
          throw badRequest(messages.roomNumberFixed, 'roomNumber');
        }
        await checkReferences(tx, input.roomTypeId, input.cardVendorId);
        await repo.update(tx, input.roomId, {
          roomTypeId: input.roomTypeId,
          roomStatus: input.roomStatus,
          cardVendorId: input.cardVendorId,
          updateBy: actor.username,
        });
      });
      return { roomId: input.roomId };
    },

    /** Delete / Undelete with the stale check; an undeleted room needs its type (and vendor) active. */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.roomId);
        if (!current) throw notFound('roomNotFound');
        if (current.status !== input.status) throw conflict(messages.staleStatus);
        if (current.status !== RecordStatus.Active) {
          await checkReferences(tx, current.roomTypeId, current.cardVendorId);
        }
        await toggleRecordStatus(tx, {
          table: rooms,
          idColumn: rooms.roomId,
          id: input.roomId,
          seenStatus: input.status,
          updateBy: actor.username,
          notFoundMessage: messages.roomNotFound,
        });
      });
      return getById(input.roomId);
    },
  };
}

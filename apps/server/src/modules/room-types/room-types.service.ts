import { type CallRequest, formatMessage, messages, RecordStatus, type roomTypeCalls } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { PgError, violatedConstraint, withRowNumbers } from '../../db/sql-helpers.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { activeRoomsUsing, listRoomNumbers } from '../rooms/room-usage.repository.js';
import { createRoomTypesRepository } from './room-types.repository.js';
import { roomTypes } from './room-types.table.js';

type Req<K extends keyof typeof roomTypeCalls> = CallRequest<(typeof roomTypeCalls)[K]>;

export function createRoomTypesService({ db }: { db: Database }) {
  const repo = createRoomTypesRepository(db);

  async function getById(roomTypeId: number) {
    const roomType = await repo.findById(roomTypeId);
    if (!roomType) throw notFound('roomTypeNotFound');
    return roomType;
  }

  /** The unique index on the name, turned into a message naming the duplicate. */
  async function guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, PgError.uniqueViolation) === 'room_types_name_key') {
        throw conflict(formatMessage('roomTypeNameTaken', { name }));
      }
      throw error;
    }
  }

  const values = (actor: CurrentUser, input: Req<'create'>) => ({
    roomTypeName: input.roomTypeName,
    priceDaily: input.priceDaily,
    priceWeekly: input.priceWeekly,
    priceMonthly: input.priceMonthly,
    priceYearly: input.priceYearly,
    updateBy: actor.username,
  });

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total };
    },

    create(actor: CurrentUser, input: Req<'create'>) {
      return guardName(input.roomTypeName, () => repo.insert(values(actor, input)));
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      const found = await guardName(input.roomTypeName, () => repo.update(input.roomTypeId, values(actor, input)));
      if (!found) throw notFound('roomTypeNotFound');
      return { roomTypeId: input.roomTypeId };
    },

    /** Delete / Undelete with the stale check; a type an active room still uses stays (409 naming the rooms). */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.roomTypeId, 'update');
        if (!current) throw notFound('roomTypeNotFound');
        if (current.status !== input.status) throw conflict(messages.staleStatus);
        if (current.status === RecordStatus.Active) {
          const inUse = await activeRoomsUsing(tx, { roomTypeId: input.roomTypeId });
          if (inUse.length > 0) {
            throw conflict(
              formatMessage('roomTypeInUse', { name: current.roomTypeName, rooms: listRoomNumbers(inUse) }),
            );
          }
        }
        await toggleRecordStatus(tx, {
          table: roomTypes,
          idColumn: roomTypes.roomTypeId,
          id: input.roomTypeId,
          seenStatus: input.status,
          updateBy: actor.username,
          notFoundMessage: messages.roomTypeNotFound,
        });
      });
      return getById(input.roomTypeId);
    },
  };
}

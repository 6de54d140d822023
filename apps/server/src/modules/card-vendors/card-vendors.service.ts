import { type CallRequest, type cardVendorCalls, formatMessage, messages, RecordStatus } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { PgError, violatedConstraint, withRowNumbers } from '../../db/sql-helpers.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { activeRoomsUsing, listRoomNumbers } from '../rooms/room-usage.repository.js';
import { createCardVendorsRepository } from './card-vendors.repository.js';
import { cardVendors } from './card-vendors.table.js';

type Req<K extends keyof typeof cardVendorCalls> = CallRequest<(typeof cardVendorCalls)[K]>;

export function createCardVendorsService({ db }: { db: Database }) {
  const repo = createCardVendorsRepository(db);

  async function getById(cardVendorId: number) {
    const cardVendor = await repo.findById(cardVendorId);
    if (!cardVendor) throw notFound('cardVendorNotFound');
    return cardVendor;
  }

  /** The unique index on the name, turned into a message naming the duplicate. */
  async function guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, PgError.uniqueViolation) === 'card_vendors_name_key') {
        throw conflict(formatMessage('cardVendorNameTaken', { name }));
      }
      throw error;
    }
  }

  const values = (actor: CurrentUser, input: Req<'create'>) => ({
    cardVendorName: input.cardVendorName,
    contactName: input.contactName,
    phone: input.phone,
    updateBy: actor.username,
  });

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total };
    },

    create(actor: CurrentUser, input: Req<'create'>) {
      return guardName(input.cardVendorName, () => repo.insert(values(actor, input)));
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      const found = await guardName(input.cardVendorName, () => repo.update(input.cardVendorId, values(actor, input)));
      if (!found) throw notFound('cardVendorNotFound');
      return { cardVendorId: input.cardVendorId };
    },

    /** Delete / Undelete with the stale check; a vendor an active room still names stays (409 naming the rooms). */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.cardVendorId, 'update');
        if (!current) throw notFound('cardVendorNotFound');
        if (current.status !== input.status) throw conflict(messages.staleStatus);
        if (current.status === RecordStatus.Active) {
          const inUse = await activeRoomsUsing(tx, { cardVendorId: input.cardVendorId });
          if (inUse.length > 0) {
            throw conflict(
              formatMessage('cardVendorInUse', { name: current.cardVendorName, rooms: listRoomNumbers(inUse) }),
            );
          }
        }
        await toggleRecordStatus(tx, {
          table: cardVendors,
          idColumn: cardVendors.cardVendorId,
          id: input.cardVendorId,
          seenStatus: input.status,
          updateBy: actor.username,
          notFoundMessage: messages.cardVendorNotFound,
        });
      });
      return getById(input.cardVendorId);
    },
  };
}

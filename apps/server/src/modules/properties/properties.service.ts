import { propertyCalls, RecordStatus, refusal } from '@kamar/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { createMasterDataService, defineMasterData, type InUseCheck } from '../master-data/master-data.service.js';
import { properties } from './properties.table.js';

const propertyData = defineMasterData({
  calls: propertyCalls,
  table: properties,
  id: 'propertyId',
  name: 'propertyName',
  notFound: refusal('property.notFound'),
  uniqueName: {
    index: 'properties_name_key',
    taken: (name) => refusal('property.nameTaken', { name }),
    takenDeleted: (name) => refusal('property.nameTakenDeleted', { name }),
  },
});

/**
 * Properties (the kos of the business). One is deleted only when it is not the last active one
 * and `inUse` (the bookings module's answer: its active stays) finds nothing.
 */
export function createPropertiesService({ db, inUse }: { db: Database; inUse: InUseCheck }) {
  const lastActive: InUseCheck = async (tx, record) => {
    const [others] = await tx
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.status, RecordStatus.Active), ne(properties.propertyId, record.id)));
    return (others?.n ?? 0) === 0 ? refusal('property.lastActive', { name: record.name }) : null;
  };
  const service = createMasterDataService(db, propertyData, async (tx, record) => {
    return (await lastActive(tx, record)) ?? inUse(tx, record);
  });

  return {
    ...service,

    /**
     * The property a new record names, checked inside the writing transaction: null when the
     * caller names none (the database's default property then, properties.sql); a property that
     * does not exist is not a valid choice, a deleted one is refused by name. It stays
     * share-locked until the transaction ends, so it cannot be deleted meanwhile.
     */
    async chosen(tx: Tx, propertyId: number | null | undefined): Promise<number | null> {
      if (!propertyId) return null;
      const found = await service.lockForUse(tx, propertyId);
      if (!found) throw badRequest(refusal('field.invalidChoice', { field: 'property' }), 'propertyId');
      if (found.status !== RecordStatus.Active) throw conflict(refusal('property.deleted', { name: found.name }));
      return propertyId;
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;

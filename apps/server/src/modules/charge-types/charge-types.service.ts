import { type CallRequest, chargeTypeCalls, refusal } from '@kamar/contract';
import { callSeesEveryProperty } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataService, defineMasterData } from '../master-data/master-data.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { createChargeTypesRepository } from './charge-types.repository.js';
import { chargeTypes } from './charge-types.table.js';

const chargeTypeData = defineMasterData({
  calls: chargeTypeCalls,
  table: chargeTypes,
  id: 'chargeTypeId',
  name: 'chargeTypeName',
  notFound: refusal('chargeType.notFound'),
  uniqueName: {
    index: 'charge_types_name_key',
    taken: (name) => refusal('chargeType.nameTaken', { name }),
    takenDeleted: (name) => refusal('chargeType.nameTakenDeleted', { name }),
  },
});

/**
 * Charge types (issue 42): the master-data calls, a type of every property (none named) the
 * Owner's alone, and the list of a property giving its own types and those of every property.
 * A type is disabled, never removed: what it billed keeps its name.
 */
export function createChargeTypesService({ db, properties }: { db: Database; properties: PropertiesService }) {
  const service = createMasterDataService(db, chargeTypeData);
  const repo = createChargeTypesRepository(db);

  /** A staff call may not change a type of every property (403 in words); the Owner may. */
  async function refuseEveryPropertyOf(chargeTypeId: number) {
    const current = await service.getById(chargeTypeId);
    if (current.propertyId === null && !callSeesEveryProperty())
      throw new AppError(403, refusal('chargeType.everyPropertyOwners'));
  }

  return {
    ...service,
    /** In the property named (checked active, one of the caller's), or every property (the Owner only). */
    create: (actor: CurrentUser, input: CallRequest<typeof chargeTypeCalls.create>) =>
      db.transaction(async (tx) => {
        if (!input.propertyId && !callSeesEveryProperty())
          throw badRequest(refusal('chargeType.everyPropertyOwners'), 'propertyId');
        await properties.chosen(tx, input.propertyId);
        return service.create(actor, input);
      }),
    update: async (actor: CurrentUser, input: CallRequest<typeof chargeTypeCalls.update>) => {
      await refuseEveryPropertyOf(input.chargeTypeId);
      return service.update(actor, input);
    },
    toggleStatus: async (actor: CurrentUser, input: CallRequest<typeof chargeTypeCalls.delete>) => {
      await refuseEveryPropertyOf(input.chargeTypeId);
      return service.toggleStatus(actor, input);
    },
    list: repo.list,
    everyRow: repo.everyRow,
  };
}

export type ChargeTypesService = ReturnType<typeof createChargeTypesService>;

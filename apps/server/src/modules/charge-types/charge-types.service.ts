import { type CallRequest, chargeTypeCalls, refusal } from '@kamar/contract';
import { eq } from 'drizzle-orm';
import { callSeesEveryProperty } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataService, defineMasterData } from '../master-data/master-data.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
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
  filters: (request) => (request.chargeKind ? eq(chargeTypes.chargeKind, Number(request.chargeKind)) : undefined),
});

/**
 * Charge types (issue 42): the master-data calls (a property's list has its own types and those of
 * every property: the kit's rule for a table whose property may be none), a type of every property
 * the Owner's alone. A type is disabled, never removed: what it billed keeps its name.
 */
export function createChargeTypesService({ db, properties }: { db: Database; properties: PropertiesService }) {
  const service = createMasterDataService(db, chargeTypeData);

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
  };
}

export type ChargeTypesService = ReturnType<typeof createChargeTypesService>;

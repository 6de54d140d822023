import { type CallRequest, refusal, roomTypeCalls } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataService, defineMasterData, type InUseCheck } from '../master-data/master-data.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { roomTypes } from './room-types.table.js';

const roomTypeData = defineMasterData({
  calls: roomTypeCalls,
  table: roomTypes,
  id: 'roomTypeId',
  name: 'roomTypeName',
  notFound: refusal('roomType.notFound'),
  uniqueName: {
    index: 'room_types_name_key',
    taken: (name) => refusal('roomType.nameTaken', { name }),
    takenDeleted: (name) => refusal('roomType.nameTakenDeleted', { name }),
  },
});

/** Room types; one that an active room still uses stays (`inUse` is the rooms module's answer). */
export function createRoomTypesService({
  db,
  inUse,
  properties,
}: {
  db: Database;
  inUse: InUseCheck;
  properties: PropertiesService;
}) {
  const service = createMasterDataService(db, roomTypeData, inUse);
  return {
    ...service,
    /** In the property named (checked active), or the default one. */
    create: (actor: CurrentUser, input: CallRequest<typeof roomTypeCalls.create>) =>
      db.transaction(async (tx) => {
        await properties.chosen(tx, input.propertyId);
        return service.create(actor, input);
      }),
  };
}

export type RoomTypesService = ReturnType<typeof createRoomTypesService>;

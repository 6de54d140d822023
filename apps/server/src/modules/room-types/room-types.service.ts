import { refusal, roomTypeCalls } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { createMasterDataService, defineMasterData, type InUseCheck } from '../master-data/master-data.service.js';
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
export function createRoomTypesService({ db, inUse }: { db: Database; inUse: InUseCheck }) {
  return createMasterDataService(db, roomTypeData, inUse);
}

export type RoomTypesService = ReturnType<typeof createRoomTypesService>;

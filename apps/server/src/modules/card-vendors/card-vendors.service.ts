import { cardVendorCalls, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { createMasterDataService, defineMasterData, type InUseCheck } from '../master-data/master-data.service.js';
import { cardVendors } from './card-vendors.table.js';

const cardVendorData = defineMasterData({
  calls: cardVendorCalls,
  table: cardVendors,
  id: 'cardVendorId',
  name: 'cardVendorName',
  notFound: refusal('cardVendor.notFound'),
  uniqueName: {
    index: 'card_vendors_name_key',
    taken: (name) => refusal('cardVendor.nameTaken', { name }),
    takenDeleted: (name) => refusal('cardVendor.nameTakenDeleted', { name }),
  },
});

/** Card vendors; one that an active room still names stays (`inUse` is the rooms module's answer). */
export function createCardVendorsService({ db, inUse }: { db: Database; inUse: InUseCheck }) {
  return createMasterDataService(db, cardVendorData, inUse);
}

export type CardVendorsService = ReturnType<typeof createCardVendorsService>;

import { type Property, propertyCalls, RecordStatus, refusal } from '@kamar/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import { type BusinessProfileService, logoURLOf } from '../business-profile/business-profile.service.js';
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

/** A property as answered: its own logo's address beside its id. */
const withLogoURL = <R extends Omit<Property, 'logoURL' | 'qrisURL'>>(
  row: R,
): R & { logoURL: string; qrisURL: string } => ({
  ...row,
  logoURL: row.logoId ? logoURLOf(row.logoId) : '',
  qrisURL: row.qrisId ? logoURLOf(row.qrisId) : '',
});

/**
 * Properties (the kos of the business). One is deleted only when it is not the last active one
 * and `inUse` (the bookings module's answer: its active stays) finds nothing. Its own logo is
 * kept and served as the business profile's is (`logos`).
 */
export function createPropertiesService({
  db,
  inUse,
  logos,
}: {
  db: Database;
  inUse: InUseCheck;
  logos: Pick<BusinessProfileService, 'storeLogo' | 'storeQris' | 'logoExists'>;
}) {
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

  /** A logo a property names must be one uploaded (Property/UploadLogo or the profile's). */
  const checkLogo = async (input: { logoId?: number | null | undefined; qrisId?: number | null | undefined }) => {
    if (input.logoId && !(await logos.logoExists(input.logoId)))
      throw badRequest(refusal('field.invalidChoice', { field: 'logoId' }), 'logoId');
    if (input.qrisId && !(await logos.logoExists(input.qrisId)))
      throw badRequest(refusal('field.invalidChoice', { field: 'qrisId' }), 'qrisId');
  };

  return {
    ...service,
    async create(actor: CurrentUser, input: Parameters<typeof service.create>[1]) {
      await checkLogo(input);
      return service.create(actor, input);
    },
    async update(actor: CurrentUser, input: Parameters<typeof service.update>[1]) {
      await checkLogo(input);
      return service.update(actor, input);
    },
    getById: async (propertyId: number) => withLogoURL(await service.getById(propertyId)),
    toggleStatus: async (actor: CurrentUser, input: Parameters<typeof service.toggleStatus>[1]) =>
      withLogoURL(await service.toggleStatus(actor, input)),
    async list(filter: Parameters<typeof service.list>[0]) {
      const page = await service.list(filter);
      return { ...page, listData: page.listData.map(withLogoURL) };
    },

    /** A logo for a property's Create or Update to name (refused with words like the profile's). */
    uploadLogo: (actor: CurrentUser, upload: Upload | undefined) => logos.storeLogo(actor, upload),
    /** A QRIS image for a property's Create or Update to name (re-encoded as the profile's). */
    uploadQris: (actor: CurrentUser, upload: Upload | undefined) => logos.storeQris(actor, upload),

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

import { type CallRequest, INDONESIA, refusal, type tenantCalls, tenantPhotoUrl } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { type ProcessedPhoto, processPhoto } from './tenant-photo.js';
import { createTenantsRepository, type TenantValues } from './tenants.repository.js';
import { tenants } from './tenants.table.js';

type Req<K extends keyof typeof tenantCalls> = CallRequest<(typeof tenantCalls)[K]>;

export interface TenantsServiceDeps {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  properties: PropertiesService;
}

/** Fields an update may leave out (kept as stored): they came after the spec's client. */
type MessageField = 'email' | 'reminderChannel' | 'reminderOptOut' | 'nationality' | 'passportNumber';

export function createTenantsService({ db, clock, businessTimezone, properties }: TenantsServiceDeps) {
  const repo = createTenantsRepository(db);

  /** Rules that need more than the payload: a date of birth is not after today (business time). */
  /** The message fields may be left out of an update (kept as stored). */
  type Fields = Omit<Req<'create'>, 'propertyId' | MessageField> & Partial<Pick<Req<'create'>, MessageField>>;
  function valuesOf(actor: CurrentUser, input: Fields): Omit<TenantValues, 'propertyId'> {
    if (input.dateOfBirth && input.dateOfBirth > businessDate(clock.now(), businessTimezone)) {
      throw badRequest(refusal('tenant.dateOfBirthFuture'), 'dateOfBirth');
    }
    const { photoID: _, confirmDuplicateNik: __, ...fields } = input;
    return { ...fields, updateBy: actor.username };
  }

  /**
   * A foreigner's passport is what the APOA report is made of: a tenant whose nationality is not
   * Indonesian needs its number (on an update, of what is sent or else stored).
   */
  async function refuseForeignerWithoutPassport(
    input: Partial<Pick<Req<'create'>, 'nationality' | 'passportNumber'>>,
    tenantId: number | null,
  ) {
    if (input.nationality === undefined && input.passportNumber === undefined) return;
    const stored = tenantId === null ? undefined : await repo.findById(tenantId);
    const nationality = input.nationality ?? stored?.nationality ?? INDONESIA;
    const passport = input.passportNumber ?? stored?.passportNumber ?? '';
    if (nationality !== INDONESIA && passport === '') {
      throw badRequest(refusal('tenant.passportRequired'), 'passportNumber');
    }
  }

  /**
   * One person, one tenant: a NIK another tenant holds is refused (409, naming them, on the
   * idNumber field) unless the person confirmed it; a tenant's own NIK kept on an update is not.
   */
  async function refuseDuplicateNik(
    input: Pick<Req<'create'>, 'idNumber' | 'confirmDuplicateNik'>,
    tenantId: number | null,
  ) {
    if (input.idNumber === '' || input.confirmDuplicateNik) return;
    if (tenantId !== null && (await repo.findById(tenantId))?.idNumber === input.idNumber) return;
    const holder = await repo.holderOfIdNumber(input.idNumber, tenantId);
    if (!holder) return;
    const named = refusal('tenant.duplicateNik', { tenantName: holder.tenantName });
    // The holder's id goes with their name, for a client's link to them; the words need only the name.
    const reason = { ...named, params: { ...named.params, tenantId: holder.tenantId } };
    throw new AppError(409, reason, [{ field: 'idNumber', ...reason }]);
  }

  const photoOf = (actor: CurrentUser, photo: ProcessedPhoto) => ({ ...photo, createBy: actor.username });

  const records = statusRecords(db, {
    table: tenants,
    idColumn: tenants.tenantId,
    notFound: refusal('tenant.notFound'),
    async find(tenantId) {
      const row = await repo.findById(tenantId);
      if (!row) return undefined;
      const { photoId, ...tenant } = row;
      return { ...tenant, photoURL: photoId ? tenantPhotoUrl(photoId) : '' };
    },
  });

  return {
    getById: records.getById,

    list: async (filter: Req<'getList'>) => cursorPageOf(await repo.list(filter), filter),
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter),

    /**
     * The photo is checked and re-encoded first; tenant and photo are then saved together or not at
     * all, in the property named (checked active and the caller's) or the default one.
     */
    async create(actor: CurrentUser, input: Req<'create'>, upload: Upload | undefined) {
      const { propertyId, ...fields } = input;
      const values = valuesOf(actor, fields);
      await refuseForeignerWithoutPassport(input, null);
      await refuseDuplicateNik(input, null);
      const photo = upload ? await processPhoto(upload.content) : undefined;
      return db.transaction(async (tx) => {
        const chosen = await properties.chosen(tx, propertyId);
        const photoId = photo ? await repo.insertPhoto(tx, photoOf(actor, photo)) : null;
        const { tenantId } = await repo.insert(tx, { ...values, photoId, ...(chosen ? { propertyId: chosen } : {}) });
        return { tenantId, photoURL: photoId ? tenantPhotoUrl(photoId) : '' };
      });
    },

    /** A new photo is a new row (photos are immutable, so their URL can be cached); none keeps the old one. */
    async update(actor: CurrentUser, input: Req<'update'>, upload: Upload | undefined) {
      const { tenantId, rowVersion, ...rest } = input;
      const target: UpdateTarget = {
        table: tenants,
        idColumn: tenants.tenantId,
        updateDateColumn: tenants.updateDate,
        statusColumn: tenants.status,
        id: tenantId,
        seen: rowVersion,
        notFound: refusal('tenant.notFound'),
      };
      const values = valuesOf(actor, rest);
      await refuseForeignerWithoutPassport(rest, tenantId);
      await refuseDuplicateNik(rest, tenantId);
      const photo = upload ? await processPhoto(upload.content) : undefined;
      return db.transaction(async (tx) => {
        const photoId = photo ? await repo.insertPhoto(tx, photoOf(actor, photo)) : undefined;
        const saved = await repo.update(tx, unchangedSince(target), { ...values, ...(photoId ? { photoId } : {}) });
        if (!saved) return refuseUnchanged(tx, target);
        return { tenantId, photoURL: saved.photoId ? tenantPhotoUrl(saved.photoId) : '' };
      });
    },

    toggleStatus: (actor: CurrentUser, input: Req<'delete'>) =>
      records.toggleStatus(actor.username, input.tenantId, input.status),

    findPhoto: (photoId: number, ofTenant = false) => repo.findPhoto(photoId, ofTenant),
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;

/** Which tenants a list names, for other modules' lists (tenant-matching.ts). */
export { ofCallsTenants, tenantMatching, tenantOfProperty } from './tenant-matching.js';

import { type CallRequest, messages, type tenantCalls, tenantPhotoUrl } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { withRowNumbers } from '../../db/sql-helpers.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import { type ProcessedPhoto, processPhoto } from './tenant-photo.js';
import { createTenantsRepository, type TenantValues } from './tenants.repository.js';
import { tenants } from './tenants.table.js';

type Req<K extends keyof typeof tenantCalls> = CallRequest<(typeof tenantCalls)[K]>;

export interface TenantsServiceDeps {
  db: Database;
  clock: Clock;
  businessTimezone: string;
}

export function createTenantsService({ db, clock, businessTimezone }: TenantsServiceDeps) {
  const repo = createTenantsRepository(db);

  /** Rules that need more than the payload: a date of birth is not after today (business time). */
  function valuesOf(actor: CurrentUser, input: Req<'create'>): TenantValues {
    if (input.dateOfBirth && input.dateOfBirth > businessDate(clock.now(), businessTimezone)) {
      throw badRequest(messages.tenantDateOfBirthFuture, 'dateOfBirth');
    }
    const { photoID: _, ...fields } = input;
    return { ...fields, updateBy: actor.username };
  }

  const photoOf = (actor: CurrentUser, photo: ProcessedPhoto) => ({ ...photo, createBy: actor.username });

  async function getById(tenantId: number) {
    const row = await repo.findById(tenantId);
    if (!row) throw notFound('tenantNotFound');
    const { photoId, ...tenant } = row;
    return { ...tenant, photoURL: photoId ? tenantPhotoUrl(photoId) : '' };
  }

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total };
    },

    /** The photo is checked and re-encoded first; tenant and photo are then saved together or not at all. */
    async create(actor: CurrentUser, input: Req<'create'>, upload: Upload | undefined) {
      const values = valuesOf(actor, input);
      const photo = upload ? await processPhoto(upload.content) : undefined;
      return db.transaction(async (tx) => {
        const photoId = photo ? await repo.insertPhoto(tx, photoOf(actor, photo)) : null;
        const { tenantId } = await repo.insert(tx, { ...values, photoId });
        return { tenantId, photoURL: photoId ? tenantPhotoUrl(photoId) : '' };
      });
    },

    /** A new photo is a new row (photos are immutable, so their URL can be cached); none keeps the old one. */
    async update(actor: CurrentUser, input: Req<'update'>, upload: Upload | undefined) {
      const { tenantId, ...rest } = input;
      const values = valuesOf(actor, rest);
      const photo = upload ? await processPhoto(upload.content) : undefined;
      return db.transaction(async (tx) => {
        const photoId = photo ? await repo.insertPhoto(tx, photoOf(actor, photo)) : undefined;
        const saved = await repo.update(tx, tenantId, { ...values, ...(photoId ? { photoId } : {}) });
        if (!saved) throw notFound('tenantNotFound');
        return { tenantId, photoURL: saved.photoId ? tenantPhotoUrl(saved.photoId) : '' };
      });
    },

    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await toggleRecordStatus(db, {
        table: tenants,
        idColumn: tenants.tenantId,
        id: input.tenantId,
        seenStatus: input.status,
        updateBy: actor.username,
        notFoundMessage: messages.tenantNotFound,
      });
      return getById(input.tenantId);
    },

    findPhoto: (photoId: number) => repo.findPhoto(photoId),
  };
}

import { type CallData, type CallDef, type CallRequest, RecordStatus, type Refusal, refusal } from '@kamar/contract';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { statusRecords, toggleRecordStatus } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { refuseDuplicate } from '../../db/unique-value.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataRepository } from './master-data.repository.js';

// The module's face to the master-data modules that use it: their export's columns too.
export { masterDataExport } from './master-data.export.js';

/** The five calls of every master table's screens (Create, Update, Delete, GetById, GetList). */
export type MasterDataCalls = Record<'create' | 'update' | 'delete' | 'getById' | 'getList', CallDef>;

/** A master table and its calls: what a new one (room types, card vendors, employees...) declares. */
export interface MasterData<C extends MasterDataCalls> {
  calls: C;
  /** Its columns: the id, the name, `status` and the audit columns, named as the calls name them. */
  table: PgTable;
  id: string & keyof CallRequest<C['delete']>;
  name: string & keyof CallRequest<C['create']>;
  notFound: Refusal;
  /** When names are unique: the unique index and the refusals naming the name taken. */
  uniqueName?: { index: string; taken: (name: string) => Refusal; takenDeleted: (name: string) => Refusal };
  /** The list's own filters besides name, status and property (a charge type's kind). */
  filters?: (request: Record<string, unknown>) => SQL | undefined;
}

/**
 * Asked before a record is deleted, inside the deleting transaction with the record locked:
 * the refusal naming what still uses it, or null. The module that owns those uses answers.
 */
export type InUseCheck = (tx: Tx, record: { id: number; name: string }) => Promise<Refusal | null>;

export function defineMasterData<C extends MasterDataCalls>(definition: MasterData<C>): MasterData<C> {
  return definition;
}

/**
 * Create, Update, Delete / Undelete, GetById and GetList of a master table. Values are the
 * call's parsed payload as it is (the contract's field builders already trimmed, upper-cased and
 * bounded them), plus who saved them.
 */
export function createMasterDataService<C extends MasterDataCalls>(
  db: Database,
  definition: MasterData<C>,
  inUse?: InUseCheck,
) {
  type Row = CallData<C['getById']>;
  type Saved = CallData<C['create']>;
  const { table, id: idKey, name: nameKey, uniqueName } = definition;
  const columns = getTableColumns(table);
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`${key} is not a column of this master table`);
    return found;
  };
  const idColumn = column(idKey);
  const repo = createMasterDataRepository(db, { table, id: idColumn, name: column(nameKey), status: column('status') });
  const records = statusRecords(db, {
    table,
    idColumn,
    notFound: definition.notFound,
    find: (id) => repo.findById(id) as Promise<Row | undefined>,
  });

  const guardName = <T>(name: string, work: () => Promise<T>): Promise<T> => {
    if (!uniqueName) return work();
    const describe = async () =>
      ((await repo.isDeletedByName(name)) ? uniqueName.takenDeleted : uniqueName.taken)(name);
    return refuseDuplicate(uniqueName.index, describe, work);
  };

  // The calls' payloads are typed per table; here they are read by the keys the definition names.
  const fieldsOf = (input: unknown) => input as Record<string, unknown>;
  const valuesOf = (actor: CurrentUser, input: unknown) => {
    const { [idKey]: _, rowVersion: __, ...values } = fieldsOf(input);
    return { ...values, updateBy: actor.username };
  };
  const nameOf = (input: unknown) => String(fieldsOf(input)[nameKey] ?? '');
  const idOf = (input: unknown) => Number(fieldsOf(input)[idKey]);

  return {
    getById: records.getById,

    /** The list's whole filtered set, for an export. */
    everyRow(filter: Omit<CallRequest<C['getList']>, 'pageSize' | 'pageIndex'>) {
      const { status, propertyId } = fieldsOf(filter) as { status?: number; propertyId?: number };
      return repo.everyRow({ name: nameOf(filter), status, propertyId, more: definition.filters?.(fieldsOf(filter)) });
    },

    async list(filter: CallRequest<C['getList']>) {
      const { pageSize, pageIndex, status, propertyId } = fieldsOf(filter) as {
        pageSize: number;
        pageIndex: number;
        status?: number;
        propertyId?: number;
      };
      const more = definition.filters?.(fieldsOf(filter));
      const found = await repo.list({ name: nameOf(filter), status, propertyId, more, pageSize, pageIndex });
      return pageOf({ rows: found.rows as Row[], total: found.total }, { pageSize, pageIndex });
    },

    async create(actor: CurrentUser, input: CallRequest<C['create']>): Promise<Saved> {
      const id = await guardName(nameOf(input), () => repo.insert(valuesOf(actor, input)));
      return { [idKey]: id } as Saved;
    },

    async update(actor: CurrentUser, input: CallRequest<C['update']>): Promise<Saved> {
      const target: UpdateTarget = {
        table,
        idColumn,
        updateDateColumn: column('updateDate'),
        statusColumn: column('status'),
        id: idOf(input),
        seen: fieldsOf(input).rowVersion as string | undefined,
        notFound: definition.notFound,
      };
      const id = target.id;
      const found = await guardName(nameOf(input), () => repo.update(unchangedSince(target), valuesOf(actor, input)));
      if (!found) await refuseUnchanged(db, target);
      return { [idKey]: id } as Saved;
    },

    /** Delete / Undelete with the stale check; deleting asks `inUse` first (409 naming what uses it). */
    async toggleStatus(actor: CurrentUser, input: CallRequest<C['delete']>): Promise<Row> {
      const id = idOf(input);
      const seenStatus = Number(fieldsOf(input).status);
      await db.transaction(async (tx) => {
        const current = await repo.lock(tx, id, 'update');
        if (!current) throw notFound(definition.notFound);
        if (current.status !== seenStatus) throw conflict(refusal('record.stale'));
        const used = current.status === RecordStatus.Active ? await inUse?.(tx, { id, name: current.name }) : null;
        if (used) throw conflict(used);
        const updateBy = actor.username;
        await toggleRecordStatus(tx, { table, idColumn, notFound: definition.notFound, id, seenStatus, updateBy });
      });
      return records.getById(id);
    },

    /**
     * Reads a record another one is about to name (a room's type) and share-locks it until the
     * transaction ends, so it cannot be deleted meanwhile. Undefined when there is none.
     */
    lockForUse: (tx: Tx, id: number) => repo.lock(tx, id, 'share'),
  };
}

import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { apiDateTime, containsPattern, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { tenantPhotos, tenants } from './tenants.table.js';

export interface TenantListFilter {
  pageSize: number;
  pageIndex: number;
  tenantName: string;
  phone: string;
  status: 1 | 2 | 3 | undefined;
}

export type TenantValues = Omit<typeof tenants.$inferInsert, 'tenantId' | 'status' | 'createDate' | 'updateDate'>;
export type NewPhoto = Omit<typeof tenantPhotos.$inferInsert, 'photoId' | 'createDate'>;

const recordColumns = {
  tenantId: tenants.tenantId,
  tenantName: tenants.tenantName,
  gender: tenants.gender,
  idNumber: tenants.idNumber,
  placeOfBirth: tenants.placeOfBirth,
  dateOfBirth: sql<string>`coalesce(to_char(${tenants.dateOfBirth}, 'YYYY-MM-DD"T00:00:00"'), '')`,
  address: tenants.address,
  city: tenants.city,
  province: tenants.province,
  country: tenants.country,
  phone: tenants.phone,
  workPlace: tenants.workPlace,
  vehicle: tenants.vehicle,
  vehicleBrand: tenants.vehicleBrand,
  vehicleModel: tenants.vehicleModel,
  licensePlate: tenants.licensePlate,
  contactName: tenants.contactName,
  contactPhone: tenants.contactPhone,
  contactRelation: tenants.contactRelation,
  photoId: tenants.photoId,
  status: sql<1 | 2 | 3>`${tenants.status}`,
  createDate: apiDateTime(tenants.createDate),
  updateDate: apiDateTime(tenants.updateDate),
  updateBy: tenants.updateBy,
};

const rowColumns = {
  tenantId: tenants.tenantId,
  tenantName: tenants.tenantName,
  idNumber: tenants.idNumber,
  address: tenants.address,
  phone: tenants.phone,
  status: sql<1 | 2 | 3>`${tenants.status}`,
};

function whereOf(filter: Omit<TenantListFilter, 'pageSize' | 'pageIndex'>) {
  const conditions: SQL[] = [];
  if (filter.tenantName) conditions.push(ilike(tenants.tenantName, containsPattern(filter.tenantName)));
  if (filter.phone) conditions.push(ilike(tenants.phone, containsPattern(filter.phone)));
  if (filter.status) conditions.push(eq(tenants.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}
const tenantOrder = [asc(tenants.tenantName), asc(tenants.tenantId)];

export function createTenantsRepository(db: Database) {
  return {
    async findById(tenantId: number, executor: Executor = db) {
      const [row] = await executor.select(recordColumns).from(tenants).where(eq(tenants.tenantId, tenantId));
      return row;
    },

    async list(filter: TenantListFilter) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(tenants)
          .where(where)
          .orderBy(...tenantOrder)
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(tenants).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Every filtered tenant in the list's order, for a cursor (an export). */
    everyRow(filter: Omit<TenantListFilter, 'pageSize' | 'pageIndex'>): RowQuery {
      const query = db
        .select(rowColumns)
        .from(tenants)
        .where(whereOf(filter))
        .orderBy(...tenantOrder);
      return builtRowQuery(query, rowColumns);
    },

    async insertPhoto(tx: Tx, photo: NewPhoto) {
      const [row] = await tx.insert(tenantPhotos).values(photo).returning({ photoId: tenantPhotos.photoId });
      return (row as { photoId: number }).photoId;
    },

    async insert(tx: Tx, values: TenantValues) {
      const [row] = await tx.insert(tenants).values(values).returning({ tenantId: tenants.tenantId });
      return row as { tenantId: number };
    },

    /** Answers the saved row's photo, or undefined when the tenant does not exist. */
    async update(tx: Tx, tenantId: number, values: TenantValues) {
      const [row] = await tx
        .update(tenants)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(tenants.tenantId, tenantId))
        .returning({ photoId: tenants.photoId });
      return row;
    },

    async findPhoto(photoId: number) {
      const [row] = await db
        .select({ contentType: tenantPhotos.contentType, content: tenantPhotos.content })
        .from(tenantPhotos)
        .where(eq(tenantPhotos.photoId, photoId));
      return row;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;

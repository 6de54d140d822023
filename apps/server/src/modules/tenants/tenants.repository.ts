import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { carriedTotals, type ListOrder, type PageJump, readPage, stretchJump } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, limitOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { ofCallsTenants, tenantMatching, tenantOfProperty } from './tenant-matching.js';
import { tenantPhotos, tenants } from './tenants.table.js';

export interface TenantListFilter {
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
  tenantName: string;
  phone: string;
  status: 1 | 2 | 3 | undefined;
  propertyId?: number | null | undefined;
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
  email: tenants.email,
  reminderChannel: sql<1 | 2>`${tenants.reminderChannel}`,
  reminderOptOut: tenants.reminderOptOut,
  nationality: tenants.nationality,
  passportNumber: tenants.passportNumber,
  photoId: tenants.photoId,
  status: sql<1 | 2 | 3>`${tenants.status}`,
  propertyId: tenants.propertyId,
  // "" when the caller does not work in it (a tenant of theirs by a stay, registered elsewhere).
  propertyName: sql<string>`coalesce((select p.property_name from properties p where p.property_id = tenants.property_id), '')`,
  createDate: apiDateTime(tenants.createDate),
  updateDate: apiDateTime(tenants.updateDate),
  updateBy: tenants.updateBy,
  rowVersion: rowVersionOf(tenants.updateDate),
};

/**
 * A list row, written as SQL text (the list reads tenants alone, or its search's hits named
 * `tenants`): drizzle's select builder spent
 * more of a call building its statement than the rest of the server's work on it.
 */
const SELECT = sql`select tenant_id as "tenantId", tenant_name as "tenantName", id_number as "idNumber",
                          address, phone, status, property_id as "propertyId",
                          coalesce((select pr.property_name from properties pr where pr.property_id = tenants.property_id), '')
                            as "propertyName"`;

/** The column that carries the list's total on each row of a page read with it. */
const CARRIED = ['__total'] as const;

type TenantRow = {
  tenantId: number;
  tenantName: string;
  idNumber: string;
  address: string;
  phone: string;
  status: 1 | 2 | 3;
  propertyId: number;
  propertyName: string;
};

function whereOf(filter: Omit<TenantListFilter, 'pageSize' | 'pageIndex' | 'cursor'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.tenantName) conditions.push(tenantMatching('name', sql`tenant_name`, sql`tenant_id`, filter.tenantName));
  if (filter.phone) conditions.push(tenantMatching('phone', sql`phone`, sql`tenant_id`, filter.phone));
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.propertyId) conditions.push(tenantOfProperty(sql`tenants`, filter.propertyId));
  // A search finds its few matches by the trigram indexes; the whole list of a call of some
  // properties, its own tenants by their indexes (db/actor-scope.ts).
  else if (!filter.tenantName && !filter.phone) conditions.push(ofCallsTenants(sql`tenants`));
  return sql.join(conditions, sql` and `);
}
/** The tenant list's order, by name, and its reverse (for a page read from the far end). */
const BY_NAME_ORDER = sql`tenant_name, tenant_id`;
const BY_NAME_REVERSED = sql`tenant_name desc, tenant_id desc`;
/** The same order for a cursor (unqualified: the list reads tenants alone). */
const BY_NAME: ListOrder<TenantRow> = {
  name: 'tenants',
  columns: [
    { sql: sql`tenant_name`, kind: 'text' },
    { sql: sql`tenant_id`, kind: 'bigint' },
  ],
  descending: false,
  keyOf: (row) => [row.tenantName, row.tenantId],
};

export function createTenantsRepository(db: Database) {
  /**
   * The tenant list's jump by stretches of its order (paging.ts `stretchJump`), counted per status
   * in tenant_order_counts; a stretch ends where the next one starts, whatever the filter counts in it.
   */
  function stretchesJump(status: TenantListFilter['status']): PageJump {
    const counted = status ? sql`sum(k.row_count) filter (where k.status = ${status})` : sql`sum(k.row_count)`;
    return stretchJump(
      (query) => db.execute(query),
      sql`select s.from_name, s.from_id, s.n,
                 lead(s.from_name) over w as to_name, lead(s.from_id) over w as to_id
          from (select k.from_name, k.from_id, coalesce(${counted}, 0) as n
                from tenant_order_counts k group by 1, 2) s
          window w as (order by s.from_name, s.from_id)`,
      ['from_name', 'from_id'],
      (start, backwards) => {
        if (!backwards) return sql`(tenant_name, tenant_id) >= (${start.from_name}, ${start.from_id})`;
        if (start.to_name === null) return sql`true`;
        return sql`(tenant_name, tenant_id) < (${start.to_name}, ${start.to_id})`;
      },
      false,
    );
  }

  return {
    async findById(tenantId: number, executor: Executor = db) {
      const [row] = await executor.select(recordColumns).from(tenants).where(eq(tenants.tenantId, tenantId));
      return row;
    },

    /**
     * One page; the total from the kept tenant_counts unless a name or phone filters the list,
     * then counted from the search's own matches, or the call does not see every property (the
     * kept counts are the business's), then counted from the tenants it sees. The first page
     * carries its total (one statement).
     */
    async list(filter: TenantListFilter) {
      const where = whereOf(filter);
      const searched = Boolean(filter.tenantName || filter.phone);
      const ofSome = ofSomeProperties(filter);
      const keptTotal = ofSome
        ? sql`select count(*)::int from tenants where ${where}`
        : sql`select coalesce(sum(k.row_count), 0)::int from tenant_counts k
              ${filter.status ? sql`where k.status = ${filter.status}` : sql``}`;
      const found = await readPage(
        filter,
        async () => {
          const counted = searched ? sql`select count(*)::int from tenants where ${where}` : keptTotal;
          const [row] = (await db.execute<{ total: number }>(sql`select (${counted}) as total`)).rows;
          return { total: Number(row?.total ?? 0) };
        },
        {
          async read(page, withTotals) {
            const backwards = page.backwards;
            const order = backwards ? BY_NAME_REVERSED : BY_NAME_ORDER;
            // A search finds its matches through the trigram indexes first and sorts only them;
            // walking the name order and testing every tenant costs a scan when matches sort late.
            // Its total is the count of those matches (the same filter, the same snapshot).
            const carried = searched
              ? await db.execute(sql`
                  with hits as materialized (
                    select tenant_id, tenant_name, id_number, address, phone, status, property_id
                    from tenants where ${where})
                  ${SELECT}${withTotals ? sql`, (select count(*)::int from hits) as "__total"` : sql``}
                  from hits tenants where ${page.seek}
                  order by ${order} ${limitOffset(page.limit, page.offset)}`)
              : await db.execute(sql`
                  ${SELECT}${withTotals ? sql`, (${keptTotal}) as "__total"` : sql``}
                  from tenants where ${where} and ${page.seek}
                  order by ${order} ${limitOffset(page.limit, page.offset)}`);
            const { rows, totals } = carriedTotals<TenantRow, { total: number }>(carried.rows, CARRIED, (first) => ({
              total: Number(first.__total),
            }));
            return { rows: backwards ? rows.reverse() : rows, totals: withTotals ? totals : undefined };
          },
        },
        BY_NAME,
        searched || ofSome ? undefined : stretchesJump(filter.status),
      );
      return found;
    },

    /** Every filtered tenant in the list's order, for a cursor (an export), counted as the list counts it. */
    everyRow(filter: Omit<TenantListFilter, 'pageSize' | 'pageIndex' | 'cursor'>): RowQuery {
      const kept = filter.status ? sql`where status = ${filter.status}` : sql``;
      return withCount(
        // The export adds what the resident register reads of a person (the list shows less).
        rawRowQuery(
          sql`${SELECT}, nationality, passport_number as "passportNumber"
              from tenants where ${whereOf(filter)} order by ${BY_NAME_ORDER}`,
        ),
        filter.tenantName || filter.phone || ofSomeProperties(filter)
          ? null
          : sql`select coalesce(sum(row_count), 0)::bigint as n from tenant_counts ${kept}`,
      );
    },

    async insertPhoto(tx: Tx, photo: NewPhoto) {
      const [row] = await tx.insert(tenantPhotos).values(photo).returning({ photoId: tenantPhotos.photoId });
      return (row as { photoId: number }).photoId;
    },

    /** Another tenant (not deleted) holding a NIK, the earliest first; undefined when none does. */
    async holderOfIdNumber(idNumber: string, exceptTenantId: number | null) {
      const rows = await db
        .select({ tenantId: tenants.tenantId, tenantName: tenants.tenantName })
        .from(tenants)
        .where(
          sql`${tenants.idNumber} = ${idNumber} and ${tenants.status} <> 2
              and ${tenants.tenantId} <> ${exceptTenantId ?? 0}`,
        )
        .orderBy(tenants.tenantId)
        .limit(1);
      return rows[0];
    },

    async insert(tx: Tx, values: TenantValues) {
      const [row] = await tx.insert(tenants).values(values).returning({ tenantId: tenants.tenantId });
      return row as { tenantId: number };
    },

    /** Answers the saved row's photo, or undefined when no tenant matched `where` (`unchangedSince`). */
    async update(tx: Tx, where: SQL, values: TenantValues) {
      const [row] = await tx
        .update(tenants)
        .set({ ...values, updateDate: sql`now()` })
        .where(where)
        .returning({ photoId: tenants.photoId });
      return row;
    },

    /** `ofTenant`: only a photo a tenant the caller sees shows (tenants' row-level security). */
    async findPhoto(photoId: number, ofTenant = false) {
      const [row] = await db
        .select({ contentType: tenantPhotos.contentType, content: tenantPhotos.content })
        .from(tenantPhotos)
        .where(
          ofTenant
            ? and(
                eq(tenantPhotos.photoId, photoId),
                sql`exists (select 1 from tenants t where t.photo_id = ${tenantPhotos.photoId})`,
              )
            : eq(tenantPhotos.photoId, photoId),
        );
      return row;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;

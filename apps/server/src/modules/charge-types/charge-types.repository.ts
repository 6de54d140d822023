import type { CallData, CallRequest, chargeTypeCalls } from '@kamar/contract';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiColumns, contains, pageOf, pageOffset, writtenLimit } from '../../db/sql-helpers.js';
import { chargeTypes } from './charge-types.table.js';

type ListRequest = CallRequest<typeof chargeTypeCalls.getList>;
type Filter = Omit<ListRequest, 'pageSize' | 'pageIndex'>;
type ChargeType = CallData<typeof chargeTypeCalls.getById>;

const columns = {
  ...apiColumns(chargeTypes),
  // Qualified: inside the subquery a bare property_id would be the property's own.
  propertyName: sql<string | null>`(select p.property_name from properties p
    where p.property_id = charge_types.property_id)`,
  rowVersion: rowVersionOf(chargeTypes.updateDate),
};

/**
 * The list filters. A property's list has its own types and those of every property (what its
 * rooms and stays can be billed by); without one, every type the caller sees (row-level security
 * keeps a staff user's to their properties and every property's).
 */
function whereOf(filter: Filter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.chargeTypeName) conditions.push(contains(chargeTypes.chargeTypeName, filter.chargeTypeName));
  if (filter.chargeKind) conditions.push(eq(chargeTypes.chargeKind, filter.chargeKind));
  if (filter.status) conditions.push(eq(chargeTypes.status, filter.status));
  if (filter.propertyId)
    conditions.push(or(eq(chargeTypes.propertyId, filter.propertyId), isNull(chargeTypes.propertyId)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The charge types' list and export: a few dozen rows, counted as they are read. */
export function createChargeTypesRepository(db: Database) {
  return {
    async list(filter: ListRequest) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(chargeTypes)
          .where(where)
          .orderBy(asc(chargeTypes.chargeTypeName), asc(chargeTypes.chargeTypeId))
          .limit(writtenLimit(filter.pageSize))
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(chargeTypes).where(where),
      ]);
      return pageOf({ rows: rows as ChargeType[], total: total?.value ?? 0 }, filter);
    },

    everyRow(filter: Filter): RowQuery {
      const query = db
        .select(columns)
        .from(chargeTypes)
        .where(whereOf(filter))
        .orderBy(asc(chargeTypes.chargeTypeName), asc(chargeTypes.chargeTypeId));
      return builtRowQuery(query, columns);
    },
  };
}

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { callSeesEveryProperty, ofCallsProperties } from '../../db/actor-scope.js';
import { contains, containsPattern, PLANNED_PER_CALL } from '../../db/sql-helpers.js';

// Which tenants a list names, in one place: by a name or phone, by a property, and a staff call's
// own. Other modules reach them through tenants.service.ts.

/**
 * A tenant whose name (or phone) contains `term`: `column` is the tenants row's name or phone and
 * `tenantId` its id. The owner's call reads the column's trigram index (`contains`). A staff call's
 * ILIKE would be tested after the tenants policy, on every tenant (row-level security runs a
 * function that is not leakproof last), so it takes the matching ids from tenant_ids_named /
 * tenant_ids_by_phone (sql/tenant-search.sql, run as the tables' owner, ids only), worked out
 * once, and its own policies decide which of them it sees.
 */
export function tenantMatching(
  field: 'name' | 'phone',
  column: AnyColumn | SQL,
  tenantId: AnyColumn | SQL,
  term: string,
): SQL {
  if (callSeesEveryProperty()) return contains(column, term);
  const ids = field === 'name' ? sql`tenant_ids_named` : sql`tenant_ids_by_phone`;
  return sql`${tenantId} = any((select ${ids}(${containsPattern(term)}))::integer[]) ${PLANNED_PER_CALL}`;
}

/**
 * For a call of some properties: the tenants row is one of theirs (registered in one of their
 * properties, or with a stay in one), as two arrays worked out once per statement, so a count
 * reads them by tenants_property_idx and the primary key (a BitmapOr) instead of testing every
 * tenant against the tenants policy: 65 ms against 18 ms for a Front desk user at 50 properties.
 * The policy still decides; this only says the same first. True for a call that sees every property.
 */
export function ofCallsTenants(tenant: SQL): SQL {
  return callSeesEveryProperty()
    ? sql`true`
    : sql`(${ofCallsProperties(sql`${tenant}.property_id`)}
           or ${tenant}.tenant_id = any(array(select tenant_id from bookings)))`;
}

/**
 * A tenant of property `propertyId` (a list's property filter): registered there, or with a stay,
 * past or present, in one of its rooms, the same rule as which tenants its staff see (0047).
 * `tenant` is the tenants row's alias or table name.
 */
export const tenantOfProperty = (tenant: SQL, propertyId: number): SQL =>
  // A property the caller does not work in (row-level security hides it) has no tenants for them,
  // not even one of theirs registered there.
  sql`(exists (select 1 from properties pp where pp.property_id = ${propertyId})
       and (${tenant}.property_id = ${propertyId} or ${tenant}.tenant_id in (
         select pb.tenant_id from bookings pb join rooms pr on pr.room_id = pb.room_id where pr.property_id = ${propertyId})))`;

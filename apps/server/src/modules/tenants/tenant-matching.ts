import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { callSeesEveryProperty } from '../../db/actor-scope.js';
import { contains, containsPattern, PLANNED_PER_CALL } from '../../db/sql-helpers.js';

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

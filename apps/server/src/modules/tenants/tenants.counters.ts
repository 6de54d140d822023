import type { KeptCounter } from '../../db/routines/kept-counter.js';

/**
 * What a tenant's write keeps besides the tenant (db/routines/kept-counter.ts). The name order's
 * stretches (tenant_order_counts) are cut as they fill, which no declaration states: sql/tenant-order.sql.
 */
export const tenantCounters: KeptCounter[] = [
  {
    table: 'tenant_counts',
    from: 'tenants',
    why: "the tenant list's count when only its status filters it",
    keys: { status: 'x.status' },
    sums: { row_count: '1' },
  },
];

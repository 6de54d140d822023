import type { TenantListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const tenantKeys = {
  all: topicKey('tenants'),
  list: (request: TenantListRequest) => [...tenantKeys.all, 'list', request] as const,
  one: (tenantId: number | null) => [...tenantKeys.all, 'one', tenantId] as const,
  /** What the tenant owes reads bills. */
  outstanding: (tenantId: number) => [...topicKey('bills'), 'tenant-outstanding', tenantId] as const,
  /** The tenant's stays read bookings, their payments read payments: a change there refreshes them. */
  stays: (tenantId: number) => [...topicKey('bookings'), 'of-tenant', tenantId] as const,
  payments: (tenantId: number) => [...topicKey('payments'), 'of-tenant', tenantId] as const,
  /** Outside every topic on purpose: a photo URL names one photo forever (a new photo, a new URL). */
  photo: (photoURL: string | undefined) => ['tenant-photo', photoURL] as const,
};

import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './constants';

/**
 * Creates tenants through the product's own call (POST /api/Tenant/Create, multipart, spec
 * section 7), signed in once: test set-up for screens that need them, not the thing under test.
 */
export async function createTenantsViaApi(
  request: APIRequestContext,
  tenants: { tenantName: string; phone?: string }[],
): Promise<{ tenantId: number; tenantName: string }[]> {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  expect(login.ok()).toBeTruthy();
  const token = (await login.json()).data.token as string;
  const made = [];
  for (const tenant of tenants) {
    const res = await request.post('/api/Tenant/Create', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { tenantName: tenant.tenantName, phone: tenant.phone ?? '081234567890', country: 'INDONESIA' },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = await res.json();
    made.push({ tenantId: body.data.tenantId as number, tenantName: tenant.tenantName.toUpperCase() });
  }
  return made;
}

/** One tenant, as createTenantsViaApi makes them. */
export async function createTenantViaApi(
  request: APIRequestContext,
  tenant: { tenantName: string; phone?: string },
): Promise<{ tenantId: number; tenantName: string }> {
  const [made] = await createTenantsViaApi(request, [tenant]);
  if (!made) throw new Error('no tenant made');
  return made;
}

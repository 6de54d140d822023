import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './constants';

/**
 * Creates a tenant through the product's own call (POST /api/Tenant/Create, multipart, spec
 * section 7): test set-up for screens that need one, not the thing under test.
 */
export async function createTenantViaApi(
  request: APIRequestContext,
  tenant: { tenantName: string; phone?: string },
): Promise<{ tenantId: number; tenantName: string }> {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  expect(login.ok()).toBeTruthy();
  const token = (await login.json()).data.token as string;
  const res = await request.post('/api/Tenant/Create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { tenantName: tenant.tenantName, phone: tenant.phone ?? '081234567890', country: 'INDONESIA' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { tenantId: body.data.tenantId, tenantName: tenant.tenantName.toUpperCase() };
}

import { PHOTO_FIELD, paths } from '@kamar/contract';
import { apiFormCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** The form's text fields (as the multipart call takes them) and the photo file, if one was chosen. */
export interface TenantSaveInput {
  tenantId: number | null;
  fields: Record<string, string>;
  photo: File | null;
}

/** Tenant/Create without an id, Tenant/Update with one; multipart/form-data (spec section 7). */
export function saveTenant({ tenantId, fields, photo }: TenantSaveInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append(PHOTO_FIELD, photo, photo.name);
  if (tenantId === null) return apiFormCall(paths.tenant.create, form);
  form.append('tenantId', String(tenantId));
  return apiFormCall(paths.tenant.update, form);
}

export const useSaveTenant = () => useChange('tenants', saveTenant);

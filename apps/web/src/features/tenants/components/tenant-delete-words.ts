import type { ConfirmWords } from '../../../components/feedback/dialogs';
import { formatDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { getActiveStays } from '../api/get-tenant-history';

/**
 * What "Are you sure?" says before a tenant is deleted: if they still have a running stay, which
 * one (deleting the tenant does not end it). Undeleting, or a tenant with no stay, is ordinary.
 */
export async function tenantToggleWords(tenant: { tenantId: number; tenantName: string; status: number }) {
  const ordinary: ConfirmWords = { text: i18n.t('dialog.confirmToggle') };
  if (tenant.status !== 1) return ordinary;
  const stays = await getActiveStays(tenant.tenantId);
  if (stays.length === 0) return ordinary;
  const named = stays
    .map((s) => i18n.t('tenants.stayNamed', { roomNumber: s.roomNumber, from: formatDate(s.checkInDate) }))
    .join(', ');
  return { text: i18n.t('tenants.deleteWithStay', { tenantName: tenant.tenantName, stays: named }), warning: true };
}

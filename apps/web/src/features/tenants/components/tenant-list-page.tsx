import { paths, phoneText, RecordStatus, type TenantRow } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { tenantFilters, useTenants } from '../api/get-tenants';
import { useToggleTenantStatus } from '../api/toggle-tenant-status';
import { tenantToggleWords } from './tenant-delete-words';

/** /tenant (spec section 2): filters name, phone, status (default Active); table or cards; pager. */
export function TenantListPage() {
  const { t } = useTranslation();
  // The top bar's property: its tenants (registered there, or staying or once stayed there).
  const params = usePropertyListParams(tenantFilters);
  const tenants = useTenants(params.request);
  const toggleStatus = useToggleTenantStatus();
  const statusAction = useStatusActions<TenantRow>({
    call: paths.tenant.delete,
    toggle: (row) => toggleStatus.mutateAsync({ tenantId: row.tenantId, status: row.status === 1 ? 1 : 2 }),
    confirm: (row) => () => tenantToggleWords(row),
  });
  const statusLabel = (status: TenantRow['status']) => t(`enums.tenantStatus.${status}`);
  const badge = (row: TenantRow) => <StatusBadge status={row.status} label={statusLabel(row.status)} />;

  return (
    <ListPage
      title={t('tenants.listTitle')}
      params={params}
      exportTo={paths.tenant.export}
      addTo={screens.tenantForm.to({ formType: 'Add' })}
      filters={{
        tenantName: { label: t('fields.tenantName') },
        phone: { label: t('fields.phone') },
        status: {
          label: t('fields.status'),
          option: (s) => t(s === RecordStatus.Active ? 'tenants.filterActive' : 'tenants.filterDelete'),
        },
      }}
      query={tenants}
      rowKey={(row) => row.tenantId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'tenantName', header: t('fields.tenantName'), cell: (row) => row.tenantName },
        { key: 'idNumber', header: t('fields.idNumber'), cell: (row) => row.idNumber || '-' },
        { key: 'address', header: t('fields.address'), cell: (row) => row.address || '-' },
        { key: 'phone', header: t('fields.phone'), cell: (row) => phoneText(row.phone) || '-' },
        { key: 'status', header: t('fields.status'), cell: badge },
      ]}
      card={(row) => ({
        title: row.tenantName,
        badge: badge(row),
        fields: [{ label: t('fields.phone'), value: phoneText(row.phone) || '-' }],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.tenantForm.to({ formType: 'Edit', id: row.tenantId }),
        },
        statusAction(row),
      ]}
    />
  );
}

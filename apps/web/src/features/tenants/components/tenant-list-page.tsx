import { RecordStatus, type TenantRow } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { useTenants } from '../api/get-tenants';
import { useToggleTenantStatus } from '../api/toggle-tenant-status';

export const tenantFormPath = (tenantId: number | '', formType: 'Add' | 'Edit' | 'View') =>
  `/tenant/form?tenantId=${tenantId}&formType=${formType}`;

/** /tenant (spec section 2): filters name, phone, status (default Active); table or cards; pager. */
export function TenantListPage() {
  const { t } = useTranslation();
  const params = useListParams({ tenantName: '', phone: '', status: String(RecordStatus.Active) });
  const tenants = useTenants({
    tenantName: params.filters.tenantName,
    phone: params.filters.phone,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useToggleTenantStatus();
  const statusAction = useStatusActions<TenantRow>({
    toggle: (row) => toggleStatus.mutateAsync({ tenantId: row.tenantId, status: row.status === 1 ? 1 : 2 }),
  });
  const statusLabel = (status: TenantRow['status']) => t(`enums.tenantStatus.${status}`);
  const badge = (row: TenantRow) => <StatusBadge status={row.status} label={statusLabel(row.status)} />;

  return (
    <ListPage
      title={t('tenants.listTitle')}
      params={params}
      addTo={tenantFormPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'tenantName', label: t('tenants.tenantName'), transform: 'upper' },
        { kind: 'text', name: 'phone', label: t('tenants.phone'), transform: 'digits', inputMode: 'numeric' },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: [
            { value: String(RecordStatus.Active), label: t('tenants.filterActive') },
            { value: String(RecordStatus.Deleted), label: t('tenants.filterDelete') },
          ],
        },
      ]}
      query={tenants}
      rowKey={(row) => row.tenantId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'tenantName', header: t('tenants.tenantName'), cell: (row) => row.tenantName },
        { key: 'idNumber', header: t('tenants.idNumber'), cell: (row) => row.idNumber || '-' },
        { key: 'address', header: t('tenants.address'), cell: (row) => row.address || '-' },
        { key: 'phone', header: t('tenants.phone'), cell: (row) => row.phone || '-' },
        { key: 'status', header: t('common.status'), cell: badge },
      ]}
      card={(row) => ({
        title: row.tenantName,
        badge: badge(row),
        fields: [{ label: t('tenants.phone'), value: row.phone || '-' }],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: tenantFormPath(row.tenantId, 'Edit'),
        },
        statusAction(row),
      ]}
    />
  );
}

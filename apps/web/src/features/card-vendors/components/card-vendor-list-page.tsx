import type { CardVendorRow } from '@kamar/contract';
import { paths, phoneText } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { useRole } from '../../../lib/use-role';
import { useCardVendors } from '../api/get-card-vendors';
import { useToggleCardVendorStatus } from '../api/toggle-card-vendor-status';

const filters = { cardVendorName: textFilter({ transform: 'upper' }), status: recordStatusFilter() };

/** Setting -> Room Setting -> Card Vendor (DESIGN.md section 4): the suppliers of door locks and key cards. */
export function CardVendorListPage() {
  const role = useRole();
  const { t } = useTranslation();
  const params = useListParams(filters);
  const vendors = useCardVendors(params.request);
  const toggleStatus = useToggleCardVendorStatus();
  const statusAction = useStatusActions<CardVendorRow>({
    call: paths.cardVendor.delete,
    toggle: (row) => toggleStatus.mutateAsync({ cardVendorId: row.cardVendorId, status: row.status }),
  });
  const statusBadge = (row: CardVendorRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('cardVendors.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.cardVendor.export}
      {...(screens.cardVendorForm.editableBy(role) ? { addTo: screens.cardVendorForm.to({ formType: 'Add' }) } : {})}
      filters={{ cardVendorName: { label: t('fields.cardVendorName') }, status: recordStatusLabels(t) }}
      query={vendors}
      rowKey={(row) => row.cardVendorId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.cardVendorName'), cell: (row) => row.cardVendorName },
        { key: 'contact', header: t('fields.contactName'), cell: (row) => row.contactName || '-' },
        { key: 'phone', header: t('fields.phone'), cell: (row) => phoneText(row.phone) || '-' },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.cardVendorName,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.contactName'), value: row.contactName || '-' },
          { label: t('fields.phone'), value: phoneText(row.phone) || '-' },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.cardVendorForm.to({ formType: 'Edit', id: row.cardVendorId }),
          call: paths.cardVendor.update,
        },
        statusAction(row),
      ]}
    />
  );
}

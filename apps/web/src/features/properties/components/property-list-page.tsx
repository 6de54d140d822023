import type { PropertyRow } from '@kamar/contract';
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
import { useProperties } from '../api/get-properties';
import { useTogglePropertyStatus } from '../api/toggle-property-status';

const filters = { propertyName: textFilter({ transform: 'upper' }), status: recordStatusFilter() };

/** Setting -> Business -> Property: the kos of the business, for the owner. */
export function PropertyListPage() {
  const { t } = useTranslation();
  const params = useListParams(filters);
  const properties = useProperties(params.request);
  const toggleStatus = useTogglePropertyStatus();
  const statusAction = useStatusActions<PropertyRow>({
    call: paths.property.delete,
    toggle: (row) => toggleStatus.mutateAsync({ propertyId: row.propertyId, status: row.status }),
  });
  const statusBadge = (row: PropertyRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('properties.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.property.export}
      addTo={screens.propertyForm.to({ formType: 'Add' })}
      filters={{ propertyName: { label: t('fields.propertyName') }, status: recordStatusLabels(t) }}
      query={properties}
      rowKey={(row) => row.propertyId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.propertyName'), cell: (row) => row.propertyName },
        { key: 'city', header: t('fields.city'), cell: (row) => row.city || '-' },
        { key: 'phone', header: t('fields.phone'), cell: (row) => phoneText(row.phone) || '-' },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.propertyName,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.city'), value: row.city || '-' },
          { label: t('fields.phone'), value: phoneText(row.phone) || '-' },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.propertyForm.to({ formType: 'Edit', id: row.propertyId }),
          call: paths.property.update,
        },
        statusAction(row),
      ]}
    />
  );
}

import { ChargeKind, type ChargeTypeRow, enumValues, paths, Role } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/format';
import { useRole } from '../../../lib/use-role';
import { useChargeTypes } from '../api/get-charge-types';
import { useToggleChargeTypeStatus } from '../api/toggle-charge-type-status';

// Names keep their case: a bill shows "Listrik" as it was typed.
const filters = {
  chargeTypeName: textFilter(),
  chargeKind: choiceFilter(enumValues(ChargeKind)),
  status: recordStatusFilter(),
};

/** Setting -> Room Setting -> Charge Type: what a kos bills besides rent, of one property or of every property. */
export function ChargeTypeListPage() {
  const role = useRole();
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const chargeTypes = useChargeTypes(params.request);
  const toggleStatus = useToggleChargeTypeStatus();
  const statusAction = useStatusActions<ChargeTypeRow>({
    call: paths.chargeType.delete,
    toggle: (row) => toggleStatus.mutateAsync({ chargeTypeId: row.chargeTypeId, status: row.status }),
  });
  const statusBadge = (row: ChargeTypeRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const kind = (row: ChargeTypeRow) => t(`enums.chargeKind.${row.chargeKind}`);
  // A minimum is a metered type's only.
  const minimum = (row: ChargeTypeRow) =>
    row.chargeKind === ChargeKind.Metered ? formatMoney(row.minimumCharge) : '-';
  // A type of every property is the Owner's to change; the staff only read it (the server refuses them).
  const ownersOnly = (row: ChargeTypeRow) => row.propertyId === null && role !== Role.Owner;

  return (
    <ListPage
      title={t('chargeTypes.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.chargeType.export}
      {...(screens.chargeTypeForm.editableBy(role) ? { addTo: screens.chargeTypeForm.to({ formType: 'Add' }) } : {})}
      filters={{
        chargeTypeName: { label: t('fields.chargeTypeName') },
        chargeKind: { label: t('fields.chargeKind'), option: (value) => t(`enums.chargeKind.${value}`) },
        status: recordStatusLabels(t),
      }}
      noProperty={t('chargeTypes.everyProperty')}
      query={chargeTypes}
      rowKey={(row) => row.chargeTypeId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.chargeType'), cell: (row) => row.chargeTypeName },
        { key: 'kind', header: t('fields.chargeKind'), cell: kind },
        { key: 'unit', header: t('fields.unitName'), cell: (row) => row.unitName || '-' },
        { key: 'unitPrice', header: t('fields.unitPrice'), cell: (row) => formatMoney(row.unitPrice) },
        { key: 'minimum', header: t('fields.minimumCharge'), cell: minimum },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.chargeTypeName,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.chargeKind'), value: kind(row) },
          { label: t('fields.unitName'), value: row.unitName || '-' },
          { label: t('fields.unitPrice'), value: formatMoney(row.unitPrice) },
          { label: t('fields.minimumCharge'), value: minimum(row) },
        ],
      })}
      actions={(row) =>
        ownersOnly(row)
          ? []
          : [
              {
                key: 'edit',
                label: t('common.edit'),
                icon: <IconPencil size={16} />,
                to: screens.chargeTypeForm.to({ formType: 'Edit', id: row.chargeTypeId }),
                call: paths.chargeType.update,
              },
              statusAction(row),
            ]
      }
    />
  );
}

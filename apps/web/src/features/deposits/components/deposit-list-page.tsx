import { type DepositRow, DepositStatus, enumValues, paths, RecordStatus } from '@kamar/contract';
import { IconCashBanknote, IconPencil, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import type { RowAction } from '../../../components/list/row-actions';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDeposits } from '../api/get-deposits';
import { useToggleDepositStatus } from '../api/toggle-deposit-status';
import { DepositStatusBadge } from './deposit-status-badge';

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  // Spec section 9: Deposit Status and Status start at their lists' second option (On Hold, Active).
  depositStatus: choiceFilter(enumValues(DepositStatus), DepositStatus.OnHold),
  status: recordStatusFilter(RecordStatus.Active),
};

export function DepositListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const deposits = useDeposits(params.request);
  const toggleStatus = useToggleDepositStatus();
  const statusAction = useStatusActions<DepositRow>({
    call: paths.payment.delete,
    toggle: (row) => toggleStatus.mutateAsync({ paymentId: row.paymentId, status: row.status }),
  });

  /**
   * Settling (Full, Split, Owned) cannot be undone: it is chosen on the return form, not one tap
   * away in a row. Offered only while the deposit is On Hold and not deleted.
   */
  const settleAction = (row: DepositRow): RowAction[] =>
    row.depositStatus !== DepositStatus.OnHold || row.status !== 1
      ? []
      : [
          {
            key: 'return',
            label: t('deposits.settle'),
            icon: <IconCashBanknote size={16} />,
            color: 'green',
            to: screens.depositForm.to({ formType: 'Edit', id: row.paymentId }),
          },
        ];
  const statusBadge = (row: DepositRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('deposits.listTitle')}
      params={params}
      exportTo={paths.depositReturned.export}
      filters={{
        tenantName: { label: t('fields.tenantName') },
        depositStatus: { label: t('fields.depositStatus'), option: (v) => t(`enums.depositStatus.${v}`) },
        status: recordStatusLabels(t),
      }}
      query={deposits}
      rowKey={(row) => row.paymentId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
        {
          key: 'bookingStatus',
          header: t('fields.bookingStatus'),
          cell: (row) => t(`enums.bookingStatus.${row.bookingStatus}`),
        },
        { key: 'amount', header: t('fields.depositAmount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        {
          key: 'returned',
          header: t('fields.returnedAmount'),
          align: 'right',
          cell: (row) => formatMoney(row.returnAmount),
        },
        {
          key: 'depositStatus',
          header: t('fields.depositStatus'),
          cell: (row) => <DepositStatusBadge status={row.depositStatus} />,
        },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: `${row.tenantName} - ${row.roomNumber}`,
        badge: <DepositStatusBadge status={row.depositStatus} />,
        fields: [
          { label: t('fields.depositAmount'), value: formatMoney(row.amount) },
          { label: t('fields.returnedAmount'), value: formatMoney(row.returnAmount) },
          { label: t('fields.paymentDate'), value: formatDate(row.paymentDate) },
          {
            label: t('deposits.period'),
            value: `${t(`enums.month.${row.paymentPeriodeMonth}` as 'enums.month.1')} ${row.paymentPeriodeYear}`,
          },
          { label: t('fields.paymentType'), value: t(`enums.paymentType.${row.paymentType}`) },
          { label: t('fields.status'), value: statusBadge(row) },
        ],
      })}
      actions={(row) => [
        ...settleAction(row),
        // The deposit itself (date, period, amount while On Hold) is edited on the payment form.
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.paymentForm.to({ formType: 'Edit', id: row.paymentId }),
        },
        // A returned deposit has a receipt of the money handed back.
        ...(row.depositStatus === 1
          ? [
              {
                key: 'receipt',
                label: t('documents.receipt'),
                icon: <IconReceipt size={16} />,
                to: screens.receipt.to({ kind: 'depositReturn', paymentId: row.paymentId }),
              },
            ]
          : []),
        statusAction(row),
      ]}
      footer={
        <ListTotals
          totals={[
            { label: t('fields.totalAmount'), value: deposits.data?.totalAmount },
            { label: t('fields.totalReturnedAmount'), value: deposits.data?.totalReturnedAmount },
          ]}
          caption={t('deposits.totalsCaption')}
        />
      }
    />
  );
}

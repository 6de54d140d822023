import { enumValues, type PaymentRow, PaymentType, paths, RecordStatus } from '@kamar/contract';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePayments } from '../api/get-payments';
import { useTogglePaymentStatus } from '../api/toggle-payment-status';
import { formatPeriod, periodMonths, periodYears } from './payment-period';

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  paymentPeriodeMonth: choiceFilter(periodMonths),
  paymentPeriodeYear: choiceFilter(() => periodYears()),
  paymentType: choiceFilter(enumValues(PaymentType)),
  // Active payments by default, so the footer total is money actually received.
  status: recordStatusFilter(RecordStatus.Active),
};

export function PaymentListPage() {
  const { t } = useTranslation();
  const params = useListParams(filters);
  const payments = usePayments(params.request);
  const toggleStatus = useTogglePaymentStatus();
  const statusAction = useStatusActions<PaymentRow>({
    toggle: (row) => toggleStatus.mutateAsync({ paymentId: row.paymentId, status: row.status }),
  });

  const statusBadge = (row: PaymentRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const typeLabel = (row: PaymentRow) => t(`enums.paymentType.${row.paymentType}`);

  return (
    <ListPage
      title={t('payments.listTitle')}
      params={params}
      exportTo={paths.payment.export}
      addTo={screens.paymentForm.to({ formType: 'Add' })}
      filters={{
        tenantName: { label: t('payments.tenantName') },
        paymentPeriodeMonth: {
          label: t('payments.periodMonth'),
          option: (m) => t(`enums.month.${m}` as 'enums.month.1'),
        },
        paymentPeriodeYear: { label: t('payments.periodYear') },
        paymentType: { label: t('payments.paymentType'), option: (v) => t(`enums.paymentType.${v}`) },
        status: recordStatusLabels(t),
      }}
      query={payments}
      rowKey={(row) => row.paymentId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'date', header: t('payments.paymentDate'), cell: (row) => formatDate(row.paymentDate) },
        { key: 'tenant', header: t('payments.tenant'), cell: (row) => row.tenantName },
        { key: 'room', header: t('payments.room'), cell: (row) => row.roomNumber },
        {
          key: 'period',
          header: t('payments.paymentPeriod'),
          cell: (row) => formatPeriod(row.paymentPeriodeMonth, row.paymentPeriodeYear),
        },
        { key: 'type', header: t('payments.paymentType'), cell: typeLabel },
        { key: 'amount', header: t('payments.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'status', header: t('common.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: `${row.tenantName} - ${row.roomNumber}`,
        badge: statusBadge(row),
        fields: [
          { label: t('payments.amount'), value: formatMoney(row.amount) },
          { label: t('payments.paymentDate'), value: formatDate(row.paymentDate) },
          { label: t('payments.paymentPeriod'), value: formatPeriod(row.paymentPeriodeMonth, row.paymentPeriodeYear) },
          { label: t('payments.paymentType'), value: typeLabel(row) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.paymentForm.to({ formType: 'Edit', id: row.paymentId }),
        },
        {
          key: 'receipt',
          label: t('documents.receipt'),
          icon: <IconReceipt size={16} />,
          to: screens.receipt.to({ kind: 'payment', paymentId: row.paymentId }),
        },
        statusAction(row),
      ]}
      footer={<ListTotals totals={[{ label: t('payments.totalPayment'), value: payments.data?.totalPayment }]} />}
    />
  );
}

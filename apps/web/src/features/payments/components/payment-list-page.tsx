import { enumValues, type PaymentRow, PaymentType, paths, RecordStatus } from '@kamar/contract';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, dateFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
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
  // The day the money came in (the period above is what it paid for).
  paymentDateFrom: dateFilter(() => ''),
  paymentDateTo: dateFilter(() => ''),
  // Active payments by default, so the footer total is money actually received.
  status: recordStatusFilter(RecordStatus.Active),
};

export function PaymentListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const payments = usePayments(params.request);
  const toggleStatus = useTogglePaymentStatus();
  const statusAction = useStatusActions<PaymentRow>({
    call: paths.payment.delete,
    toggle: (row) => toggleStatus.mutateAsync({ paymentId: row.paymentId, status: row.status }),
  });

  const statusBadge = (row: PaymentRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const typeLabel = (row: PaymentRow) => t(`enums.paymentType.${row.paymentType}`);
  // Not recorded (payments from before the method was asked): nothing shown.
  const methodLabel = (row: PaymentRow) =>
    row.paymentMethod === null ? '' : t(`enums.paymentMethod.${row.paymentMethod}`);

  return (
    <ListPage
      title={t('payments.listTitle')}
      params={params}
      exportTo={paths.payment.export}
      addTo={screens.paymentForm.to({ formType: 'Add' })}
      filters={{
        tenantName: { label: t('fields.tenantName') },
        paymentPeriodeMonth: {
          label: t('fields.periodMonth'),
          option: (m) => t(`enums.month.${m}` as 'enums.month.1'),
        },
        paymentPeriodeYear: { label: t('fields.periodYear') },
        paymentType: { label: t('fields.paymentType'), option: (v) => t(`enums.paymentType.${v}`) },
        paymentDateFrom: { label: t('fields.paymentDateFrom') },
        paymentDateTo: { label: t('fields.paymentDateTo') },
        status: recordStatusLabels(t),
      }}
      query={payments}
      rowKey={(row) => row.paymentId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'date', header: t('fields.paymentDate'), cell: (row) => formatDate(row.paymentDate) },
        { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
        {
          key: 'period',
          header: t('fields.paymentPeriod'),
          cell: (row) => formatPeriod(row.paymentPeriodeMonth, row.paymentPeriodeYear),
        },
        { key: 'type', header: t('fields.paymentType'), cell: typeLabel },
        { key: 'method', header: t('fields.paymentMethod'), cell: methodLabel },
        { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: `${row.tenantName} - ${row.roomNumber}`,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.amount'), value: formatMoney(row.amount) },
          { label: t('fields.paymentDate'), value: formatDate(row.paymentDate) },
          { label: t('fields.paymentPeriod'), value: formatPeriod(row.paymentPeriodeMonth, row.paymentPeriodeYear) },
          { label: t('fields.paymentType'), value: typeLabel(row) },
          { label: t('fields.paymentMethod'), value: methodLabel(row) },
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
      footer={
        <ListTotals
          totals={[{ label: t('fields.totalPayment'), value: payments.data?.totalPayment }]}
          caption={t('payments.totalsCaption')}
        />
      }
    />
  );
}

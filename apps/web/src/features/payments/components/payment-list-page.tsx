import { enumValues, type PaymentRow, PaymentType } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useAdminOnly } from '../../../components/feedback/use-admin-only';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusOptions } from '../../../components/list/status-options';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePayments } from '../api/get-payments';
import { useTogglePaymentStatus } from '../api/toggle-payment-status';
import { formatPeriod, periodMonths, periodYears } from './payment-period';

const formPath = (paymentId: number | '', formType: 'Add' | 'Edit') =>
  `/payment/form?paymentId=${paymentId}&formType=${formType}`;

export function PaymentListPage() {
  const { t } = useTranslation();
  const gate = useAdminOnly();
  // Active payments by default, so the footer total is money actually received.
  const params = useListParams({ tenantName: '', month: '', year: '', paymentType: '', status: '1' });
  const payments = usePayments({
    tenantName: params.filters.tenantName,
    paymentPeriodeMonth: optionalNumber(params.filters.month),
    paymentPeriodeYear: optionalNumber(params.filters.year),
    paymentType: optionalNumber(params.filters.paymentType) as PaymentType | undefined,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useTogglePaymentStatus();
  const statusAction = useStatusActions<PaymentRow>({
    toggle: (row) => toggleStatus.mutateAsync({ paymentId: row.paymentId, status: row.status }),
  });

  if (!gate.allowed) return <Loading />;
  const statusBadge = (row: PaymentRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const typeLabel = (row: PaymentRow) => t(`enums.paymentType.${row.paymentType}`);

  return (
    <ListPage
      title={t('payments.listTitle')}
      params={params}
      addTo={formPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'tenantName', label: t('payments.tenantName'), transform: 'upper' },
        {
          kind: 'select',
          name: 'month',
          label: t('payments.periodMonth'),
          allLabel: t('common.all'),
          options: periodMonths.map((m) => ({ value: String(m), label: t(`enums.month.${m}` as 'enums.month.1') })),
        },
        {
          kind: 'select',
          name: 'year',
          label: t('payments.periodYear'),
          allLabel: t('common.all'),
          options: periodYears().map((y) => ({ value: String(y), label: String(y) })),
        },
        {
          kind: 'select',
          name: 'paymentType',
          label: t('payments.paymentType'),
          allLabel: t('common.all'),
          options: enumValues(PaymentType).map((v) => ({ value: String(v), label: t(`enums.paymentType.${v}`) })),
        },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: recordStatusOptions(t),
        },
      ]}
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
        { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, to: formPath(row.paymentId, 'Edit') },
        statusAction(row),
      ]}
      footer={<ListTotals totals={[{ label: t('payments.totalPayment'), value: payments.data?.totalPayment }]} />}
    />
  );
}

import { type BillRow, BillStatus, enumValues, paths, RecordStatus } from '@kamar/contract';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, dateFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { formatDate, formatMoney } from '../../../lib/format';
import { useBills } from '../api/get-bills';
import { BillStatusBadge } from './bill-status-badge';

/** Overdue only: 1 yes, 0 all (a choice, so it lives in the address like every filter). */
const OVERDUE_CHOICES = [1, 2] as const;

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  roomNumber: textFilter(),
  billStatus: choiceFilter(enumValues(BillStatus)),
  dueFrom: dateFilter(() => ''),
  dueTo: dateFilter(() => ''),
  overdue: choiceFilter(OVERDUE_CHOICES),
  status: recordStatusFilter(RecordStatus.Active),
};

export function BillListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const { overdue, ...request } = params.request;
  const listRequest = { ...request, overdueOnly: overdue === 1 };
  const bills = useBills(listRequest);
  const { pageIndex: _, pageSize: __, cursor: ___, ...exportFilters } = listRequest;
  const period = (row: BillRow) => `${formatDate(row.periodStart)} - ${formatDate(lastDay(row.periodEnd))}`;
  const overdueText = (row: BillRow) => (row.daysOverdue > 0 ? t('bills.daysOverdue', { count: row.daysOverdue }) : '');

  return (
    <ListPage
      title={t('bills.listTitle')}
      params={params}
      exportTo={paths.bill.export}
      exportAlso={{ path: paths.bill.exportLines, title: t('bills.exportLines') }}
      exportFilters={exportFilters}
      filters={{
        tenantName: { label: t('fields.tenantName') },
        roomNumber: { label: t('fields.room') },
        billStatus: { label: t('fields.billStatus'), option: (v) => t(`enums.billStatus.${v}`) },
        dueFrom: { label: t('fields.dueFrom') },
        dueTo: { label: t('fields.dueTo') },
        overdue: {
          label: t('bills.overdueOnly'),
          option: (v) => (v === 1 ? t('bills.overdueYes') : t('bills.overdueNo')),
        },
        status: recordStatusLabels(t),
      }}
      query={bills}
      rowKey={(row) => row.billId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'due', header: t('fields.dueDate'), cell: (row) => formatDate(row.dueDate) },
        { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
        { key: 'period', header: t('bills.period'), cell: period },
        { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'paid', header: t('bills.paid'), align: 'right', cell: (row) => formatMoney(row.paidAmount) },
        {
          key: 'outstanding',
          header: t('fields.outstanding'),
          align: 'right',
          cell: (row) => formatMoney(row.outstanding),
        },
        { key: 'overdue', header: t('bills.overdue'), cell: overdueText },
        {
          key: 'billStatus',
          header: t('fields.billStatus'),
          cell: (row) => <BillStatusBadge billStatus={row.billStatus} />,
        },
      ]}
      card={(row) => ({
        title: `${row.tenantName} - ${row.roomNumber}`,
        badge: <BillStatusBadge billStatus={row.billStatus} />,
        fields: [
          { label: t('fields.dueDate'), value: formatDate(row.dueDate) },
          { label: t('fields.outstanding'), value: formatMoney(row.outstanding) },
          { label: t('bills.period'), value: period(row) },
          { label: t('bills.overdue'), value: overdueText(row) || '-' },
        ],
      })}
      actions={(row) => [
        {
          key: 'view',
          label: t('common.view'),
          icon: <IconEye size={16} />,
          to: screens.billForm.to({ formType: 'View', id: row.billId }),
        },
      ]}
      footer={
        <ListTotals
          totals={[
            { label: t('bills.totalAmount'), value: bills.data?.totalAmount },
            { label: t('bills.totalPaid'), value: bills.data?.totalPaid },
            { label: t('bills.totalOutstanding'), value: bills.data?.totalOutstanding },
          ]}
          caption={t('bills.totalsCaption')}
        />
      }
    />
  );
}

/** The last day of a period (its end is the day after). */
export function lastDay(periodEnd: string): string {
  const d = new Date(`${periodEnd.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return `${d.toISOString().slice(0, 10)}T00:00:00`;
}

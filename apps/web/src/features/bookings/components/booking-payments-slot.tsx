import type { PaymentRow } from '@kamar/contract';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { CardList } from '../../../components/list/card-list';
import { type Column, DataTable } from '../../../components/list/data-table';
import { ListTotals } from '../../../components/list/list-totals';
import { type RowAction, RowActions } from '../../../components/list/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { session } from '../../../lib/session';
import { useBookingPayments } from '../api/get-booking-payments';

/**
 * The booking's payment history (spec /booking/form), oldest first, deleted payments marked, the
 * total of its active payments, and Add Payment (for an active booking: payments need one). Each
 * payment opens in Edit for those who may change it, in View for the others; either way, saving
 * comes back here.
 */
export function BookingPaymentsSlot({ bookingId, payable = true }: { bookingId: number; payable?: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const payments = useBookingPayments(bookingId);
  const showError = useShowError();
  useEffect(() => {
    if (payments.error) void showError(payments.error);
  }, [payments.error, showError]);

  const rows = payments.data?.listData ?? [];
  const period = (row: PaymentRow) =>
    `${t(`enums.month.${row.paymentPeriodeMonth}` as 'enums.month.1')} ${row.paymentPeriodeYear}`;
  const status = (row: PaymentRow) => <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />;
  const editable = screens.paymentForm.editableBy(session.role());
  const open = (row: PaymentRow): RowAction[] => [
    {
      key: 'open',
      label: t(editable ? 'common.edit' : 'common.view'),
      icon: editable ? <IconPencil size={16} /> : <IconEye size={16} />,
      to: screens.paymentForm.to({ formType: editable ? 'Edit' : 'View', id: row.paymentId, bookingId }),
    },
    {
      key: 'receipt',
      label: t('documents.receipt'),
      icon: <IconReceipt size={16} />,
      to: screens.receipt.to({ kind: 'payment', paymentId: row.paymentId }),
    },
  ];
  const columns: Column<PaymentRow>[] = [
    { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
    { key: 'date', header: t('fields.paymentDate'), cell: (row) => formatDate(row.paymentDate) },
    { key: 'period', header: t('fields.paymentPeriod'), cell: period },
    { key: 'type', header: t('fields.paymentType'), cell: (row) => t(`enums.paymentType.${row.paymentType}`) },
    {
      key: 'method',
      header: t('fields.paymentMethod'),
      cell: (row) => (row.paymentMethod === null ? '' : t(`enums.paymentMethod.${row.paymentMethod}`)),
    },
    { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
    { key: 'status', header: t('fields.status'), cell: status },
    { key: 'action', header: t('common.action'), cell: (row) => <RowActions actions={open(row)} variant="icons" /> },
  ];
  const totals = <ListTotals totals={[{ label: t('fields.totalPayment'), value: payments.data?.totalPayment }]} />;

  return (
    <Stack gap="sm" mt="md" data-testid="booking-payments">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('bookings.paymentHistory')}
        </Title>
        {payable && (
          <Button
            component={Link}
            to={screens.paymentForm.to({ formType: 'Add', bookingId })}
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            {t('bookings.addPayment')}
          </Button>
        )}
      </Group>
      {payments.isPending ? (
        <Loading />
      ) : phone ? (
        <>
          <CardList
            rows={rows}
            rowKey={(row) => row.paymentId}
            actions={open}
            card={(row) => ({
              title: formatMoney(row.amount),
              badge: status(row),
              fields: [
                { label: t('fields.paymentDate'), value: formatDate(row.paymentDate) },
                { label: t('fields.paymentPeriod'), value: period(row) },
                { label: t('fields.paymentType'), value: t(`enums.paymentType.${row.paymentType}`) },
              ],
            })}
          />
          {totals}
        </>
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.paymentId} footer={totals} />
      )}
    </Stack>
  );
}

import type { BookingRow, PaymentRow } from '@kamar/contract';
import { Anchor, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { CardList, type CardSpec } from '../../../components/list/card-list';
import { type Column, DataTable } from '../../../components/list/data-table';
import { ListTotals } from '../../../components/list/list-totals';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTenantPayments, useTenantStays } from '../api/get-tenant-history';

/** A table on wide screens, cards on a phone. */
function Rows<Row>(props: { rows: Row[]; rowKey(row: Row): number; columns: Column<Row>[]; card(row: Row): CardSpec }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return phone ? <CardList {...props} /> : <DataTable {...props} />;
}

/** A tenant's View: every stay (newest first, each leading to its booking) and every payment made. */
export function TenantHistory({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const stays = useTenantStays(tenantId);
  const payments = useTenantPayments(tenantId);
  const showError = useShowError();
  const error = stays.error ?? payments.error;
  useEffect(() => {
    if (error) void showError(error);
  }, [error, showError]);

  const stayLink = (row: BookingRow) => (
    <Anchor component={Link} to={screens.bookingForm.to({ formType: 'View', id: row.bookingId })}>
      {t('tenants.roomOf', { roomNumber: row.roomNumber })}
    </Anchor>
  );
  const stayStatus = (row: BookingRow) => t(`enums.bookingStatus.${row.bookingStatus}`);
  const period = (row: PaymentRow) =>
    `${t(`enums.month.${row.paymentPeriodeMonth}` as 'enums.month.1')} ${row.paymentPeriodeYear}`;
  const status = (row: PaymentRow) => <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />;

  return (
    <Stack gap="md" mt="md" data-testid="tenant-history">
      <Title order={2} size="h4">
        {t('tenants.stays')}
      </Title>
      {stays.isPending ? (
        <Loading />
      ) : (
        <Rows
          rows={stays.data?.listData ?? []}
          rowKey={(row) => row.bookingId}
          columns={[
            { key: 'room', header: t('fields.room'), cell: stayLink },
            { key: 'in', header: t('fields.checkInDate'), cell: (row) => formatDate(row.checkInDate) },
            { key: 'out', header: t('fields.checkOutDate'), cell: (row) => formatDate(row.checkOutDate) },
            { key: 'state', header: t('fields.bookingStatus'), cell: stayStatus },
          ]}
          card={(row) => ({
            title: stayLink(row),
            badge: stayStatus(row),
            fields: [
              { label: t('fields.checkInDate'), value: formatDate(row.checkInDate) },
              { label: t('fields.checkOutDate'), value: formatDate(row.checkOutDate) },
            ],
          })}
        />
      )}
      <Title order={2} size="h4">
        {t('tenants.payments')}
      </Title>
      {payments.isPending ? (
        <Loading />
      ) : (
        <>
          <Rows
            rows={payments.data?.listData ?? []}
            rowKey={(row) => row.paymentId}
            columns={[
              { key: 'date', header: t('fields.paymentDate'), cell: (row) => formatDate(row.paymentDate) },
              { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
              { key: 'period', header: t('fields.paymentPeriod'), cell: period },
              {
                key: 'type',
                header: t('fields.paymentType'),
                cell: (row) => t(`enums.paymentType.${row.paymentType}`),
              },
              { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
              { key: 'status', header: t('fields.status'), cell: status },
            ]}
            card={(row) => ({
              title: formatMoney(row.amount),
              badge: status(row),
              fields: [
                { label: t('fields.paymentDate'), value: formatDate(row.paymentDate) },
                { label: t('fields.room'), value: row.roomNumber },
                { label: t('fields.paymentPeriod'), value: period(row) },
                { label: t('fields.paymentType'), value: t(`enums.paymentType.${row.paymentType}`) },
              ],
            })}
          />
          <ListTotals totals={[{ label: t('fields.totalPayment'), value: payments.data?.totalPayment }]} />
        </>
      )}
    </Stack>
  );
}

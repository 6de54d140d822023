import {
  type Booking,
  BookingStatus,
  ChargeKind,
  groupDigits,
  paths,
  RecordStatus,
  type StayCharge,
} from '@kamar/contract';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { CardList } from '../../../components/list/card-list';
import { type Column, DataTable } from '../../../components/list/data-table';
import { type RowAction, RowActions } from '../../../components/list/row-actions';
import { formatDate, formatMoney } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { useStayCharges } from '../api/get-stay-charges';
import { useStopStayCharge } from '../api/stop-stay-charge';
import { StayChargeDialog } from './stay-charge-dialog';

/** Charges may be added to a stay that is running or completed, not to a cancelled or deleted one. */
export const takesCharges = (b: Booking) =>
  b.status === RecordStatus.Active && b.bookingStatus !== BookingStatus.Cancelled;

/**
 * The stay's charges besides the rent (parking or wifi every period, laundry once), running first,
 * stopped ones marked: each with what it bills and from when; Add, Change and Stop (confirmed) for
 * those who work the bookings, the form in a dialog.
 */
export function StayChargesSlot({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const charges = useStayCharges(booking.bookingId);
  const stop = useStopStayCharge();
  const run = useAction();
  const showError = useShowError();
  const role = useRole();
  // The charge in the dialog: 'new' while adding.
  const [editing, setEditing] = useState<StayCharge | 'new' | null>(null);
  useEffect(() => {
    if (charges.error) void showError(charges.error);
  }, [charges.error, showError]);

  const changeable = takesCharges(booking) && mayCall(role, paths.stayCharge.create);
  const rows = charges.data ?? [];
  const running = (row: StayCharge) => row.status === RecordStatus.Active;
  const what = (row: StayCharge) =>
    `${groupDigits(row.quantity)}${row.unitName ? ` ${row.unitName}` : ''} × ${formatMoney(row.unitPrice)}`;
  const when = (row: StayCharge) => {
    if (row.chargeKind === ChargeKind.OneOff || row.endDate === row.startDate) return formatDate(row.startDate);
    if (row.endDate === '') return t('stayCharges.from', { date: formatDate(row.startDate) });
    return `${formatDate(row.startDate)} - ${formatDate(row.endDate)}`;
  };
  const badge = (row: StayCharge) =>
    running(row) ? (
      <Badge variant="light" color="blue">
        {t(`enums.chargeKind.${row.chargeKind}`)}
      </Badge>
    ) : (
      <Badge variant="outline" color="gray">
        {t('stayCharges.stopped')}
      </Badge>
    );
  const actions = (row: StayCharge): RowAction[] =>
    changeable && running(row)
      ? [
          { key: 'edit', label: t('stayCharges.edit'), icon: <IconPencil size={16} />, onClick: () => setEditing(row) },
          {
            key: 'stop',
            label: t('stayCharges.stop'),
            icon: <IconPlayerStop size={16} />,
            color: 'red',
            onClick: () =>
              void run({
                confirm: { text: t('stayCharges.confirmStop'), warning: true },
                action: () => stop.mutateAsync(row.stayChargeId),
              }),
          },
        ]
      : [];
  const columns: Column<StayCharge>[] = [
    {
      key: 'charge',
      header: t('fields.stayCharge'),
      cell: (row) => (
        <>
          <Text size="sm">{row.chargeTypeName}</Text>
          {row.remark && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.remark}
            </Text>
          )}
        </>
      ),
    },
    { key: 'quantity', header: t('fields.quantity'), cell: what },
    { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
    { key: 'dates', header: t('bills.period'), cell: when },
    { key: 'status', header: t('fields.status'), cell: badge },
    ...(changeable
      ? [
          {
            key: 'action',
            header: t('common.action'),
            cell: (row: StayCharge) => <RowActions actions={actions(row)} variant="icons" />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="sm" mt="md" data-testid="stay-charges">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('stayCharges.title')}
        </Title>
        {changeable && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('stayCharges.add')}
          </Button>
        )}
      </Group>
      {charges.isPending ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stayCharges.none')}
        </Text>
      ) : phone ? (
        <CardList
          rows={rows}
          rowKey={(row) => row.stayChargeId}
          actions={changeable ? actions : undefined}
          card={(row) => ({
            title: row.chargeTypeName,
            badge: badge(row),
            fields: [
              { label: t('fields.quantity'), value: what(row) },
              { label: t('fields.amount'), value: formatMoney(row.amount) },
              { label: t('bills.period'), value: when(row) },
              ...(row.remark ? [{ label: t('fields.remark'), value: row.remark }] : []),
            ],
          })}
        />
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.stayChargeId} />
      )}
      {editing !== null && (
        <StayChargeDialog
          booking={booking}
          charge={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

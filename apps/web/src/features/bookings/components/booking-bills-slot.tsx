import type { StayBill } from '@kamar/contract';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { CardList } from '../../../components/list/card-list';
import { type Column, DataTable } from '../../../components/list/data-table';
import { type RowAction, RowActions } from '../../../components/list/row-actions';
import { formatDate, formatMoney } from '../../../lib/format';
import { useStayBills } from '../api/get-stay-bills';

/**
 * The stay's bills oldest first, each with what it is made of (rent, charges, usage), what the stay
 * still owes (balance) and what it paid ahead (credit).
 */
export function BookingBillsSlot({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const bills = useStayBills(bookingId);
  const showError = useShowError();
  useEffect(() => {
    if (bills.error) void showError(bills.error);
  }, [bills.error, showError]);

  const rows = bills.data?.listData ?? [];
  const status = (row: StayBill) => t(`enums.billStatus.${row.billStatus}`);
  // What each bill is made of, by name (the bill's own screen words each line in full).
  const made = (row: StayBill) =>
    row.lines.map((line) => line.description || t(`enums.billLineKind.${line.lineKind}`)).join(', ');
  const open = (row: StayBill): RowAction[] => [
    {
      key: 'open',
      label: t('common.view'),
      icon: <IconEye size={16} />,
      to: screens.billForm.to({ formType: 'View', id: row.billId }),
    },
  ];
  const columns: Column<StayBill>[] = [
    { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
    { key: 'due', header: t('fields.dueDate'), cell: (row) => formatDate(row.dueDate) },
    { key: 'lines', header: t('bills.lines'), cell: made },
    { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
    { key: 'paid', header: t('bills.paid'), align: 'right', cell: (row) => formatMoney(row.paidAmount) },
    {
      key: 'outstanding',
      header: t('fields.outstanding'),
      align: 'right',
      cell: (row) => formatMoney(row.outstanding),
    },
    { key: 'status', header: t('fields.billStatus'), cell: status },
    { key: 'action', header: t('common.action'), cell: (row) => <RowActions actions={open(row)} variant="icons" /> },
  ];

  return (
    <Stack gap="sm" mt="md" data-testid="booking-bills">
      <Group justify="space-between">
        <Title order={4}>{t('bills.stayBills')}</Title>
      </Group>
      <SimpleGrid cols={2} maw={480}>
        <Paper withBorder p="xs">
          <Text size="sm" c="dimmed">
            {t('bills.balance')}
          </Text>
          <Text fw={700} data-testid="stay-balance">
            {formatMoney(bills.data?.totalOutstanding)}
          </Text>
        </Paper>
        <Paper withBorder p="xs">
          <Text size="sm" c="dimmed">
            {t('bills.credit')}
          </Text>
          <Text fw={700} data-testid="stay-credit">
            {formatMoney(bills.data?.credit)}
          </Text>
        </Paper>
      </SimpleGrid>
      {bills.isPending ? (
        <Loading />
      ) : phone ? (
        <CardList
          rows={rows}
          rowKey={(row) => row.billId}
          actions={open}
          card={(row) => ({
            title: formatDate(row.dueDate),
            badge: <Text size="sm">{status(row)}</Text>,
            fields: [
              { label: t('bills.lines'), value: made(row) },
              { label: t('fields.amount'), value: formatMoney(row.amount) },
              { label: t('fields.outstanding'), value: formatMoney(row.outstanding) },
            ],
          })}
        />
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.billId} />
      )}
    </Stack>
  );
}

import { AgingBucket, type ArrearsRow, enumValues, paths } from '@kamar/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconFileInvoice } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { useSendReminder } from '../../../components/whatsapp/record-reminder';
import { RemindAllDialog } from '../../../components/whatsapp/remind-all-dialog';
import { RemindedText } from '../../../components/whatsapp/reminded-text';
import { WhatsappButton } from '../../../components/whatsapp/whatsapp-button';
import { formatDate, formatMoney } from '../../../lib/format';
import { useArrears } from '../api/get-arrears';

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  roomNumber: textFilter(),
  agingBucket: choiceFilter(enumValues(AgingBucket)),
};

/** The business day the server counted from: the oldest due date plus the days overdue. */
const todayOf = (row: ArrearsRow) =>
  dayjs(row.oldestDueDate.slice(0, 10)).add(row.daysOverdue, 'day').format('YYYY-MM-DD');

/**
 * Arrears (`/arrears`): every stay that owes bills already due, oldest debt first, each with
 * its WhatsApp reminder (carrying the oldest bill's link) and when it was last sent; "Remind all
 * overdue" walks the page's overdue tenants one WhatsApp tap at a time.
 */
export function ArrearsPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const arrears = useArrears(params.request);
  const send = useSendReminder();
  const [remindingAll, setRemindingAll] = useState(false);
  const rows = arrears.data?.listData ?? [];
  const remindable = rows.filter((r) => r.whatsappUrl && !r.lastRemindedAt && r.daysOverdue > 0);

  const reminder = (row: ArrearsRow) => (
    <Group gap="xs" wrap="nowrap">
      <WhatsappButton url={row.whatsappUrl} tenantName={row.tenantName} onSend={() => send(row.billId, true)} />
      <RemindedText at={row.lastRemindedAt} today={todayOf(row)} />
    </Group>
  );
  const overdue = (row: ArrearsRow) =>
    row.daysOverdue > 0
      ? t('bills.daysOverdue', { count: row.daysOverdue })
      : t(`enums.agingBucket.${AgingBucket.DueToday}`);

  return (
    <Stack gap="md">
      <ListPage
        title={t('bills.arrearsTitle')}
        params={params}
        exportTo={paths.bill.exportArrears}
        filters={{
          tenantName: { label: t('fields.tenantName') },
          roomNumber: { label: t('fields.room') },
          agingBucket: { label: t('bills.agingBucket'), option: (v) => t(`enums.agingBucket.${v}`) },
        }}
        query={arrears}
        rowKey={(row) => row.bookingId}
        headerAction={
          remindable.length > 0 && (
            <Button
              size="xs"
              variant="light"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              onClick={() => setRemindingAll(true)}
            >
              {t('reminders.remindAll')}
            </Button>
          )
        }
        columns={[
          { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
          { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName },
          { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
          { key: 'bills', header: t('bills.billCount'), align: 'right', cell: (row) => row.bills },
          { key: 'due', header: t('bills.oldestDue'), cell: (row) => formatDate(row.oldestDueDate) },
          { key: 'overdue', header: t('bills.overdue'), cell: overdue },
          {
            key: 'outstanding',
            header: t('fields.outstanding'),
            align: 'right',
            cell: (row) => formatMoney(row.outstanding),
          },
          { key: 'reminder', header: t('bills.reminder'), cell: reminder },
        ]}
        card={(row) => ({
          title: `${row.tenantName} - ${row.roomNumber}`,
          fields: [
            { label: t('fields.outstanding'), value: formatMoney(row.outstanding) },
            { label: t('bills.oldestDue'), value: formatDate(row.oldestDueDate) },
            { label: t('bills.overdue'), value: overdue(row) },
            { label: t('bills.reminder'), value: reminder(row) },
          ],
        })}
        actions={(row) => [
          {
            key: 'bill',
            label: t('bills.formTitle'),
            icon: <IconFileInvoice size={16} />,
            to: screens.billForm.to({ formType: 'View', id: row.billId }),
          },
        ]}
        footer={
          <ListTotals
            totals={[{ label: t('bills.totalOutstanding'), value: arrears.data?.totalOutstanding }]}
            caption={t('bills.arrearsTotalsCaption')}
          />
        }
      />
      {remindingAll && (
        <RemindAllDialog
          tenants={remindable.map((r) => ({ ...r, amount: r.outstanding }))}
          onClose={() => setRemindingAll(false)}
        />
      )}
    </Stack>
  );
}

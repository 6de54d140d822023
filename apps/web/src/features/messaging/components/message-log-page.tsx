import { DeliveryStatus, enumValues, MessageChannel, MessageKind, type ReminderLogRow } from '@kamar/contract';
import { Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, dateFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import type { RowAction } from '../../../components/list/row-actions';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { messageMoment } from '../../../components/messages/message-words';
import { useMessageLog } from '../api/get-message-log';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { FailureCell } from './failure-cell';
import { statusMoment } from './log-row-words';

const filters = {
  deliveryStatus: choiceFilter(enumValues(DeliveryStatus)),
  channel: choiceFilter(enumValues(MessageChannel)),
  messageKind: choiceFilter(enumValues(MessageKind)),
  // The day it was written (sent, or queued).
  dateFrom: dateFilter(() => ''),
  dateTo: dateFilter(() => ''),
};

/**
 * /message-log: every message to tenants, newest first: the ones the server sent or queued
 * (WhatsApp Cloud API, email) with how far each got and why one failed, and the reminders people
 * sent by hand on wa.me, with who sent them. The top bar's property narrows it.
 */
export function MessageLogPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const log = useMessageLog(params.request);
  const status = (row: ReminderLogRow) => <DeliveryStatusBadge deliveryStatus={row.deliveryStatus} />;
  // The table's status: its badge, with when it got there (or, queued, when it may go) under it.
  const statusAndMoment = (row: ReminderLogRow) => (
    <Stack gap={2} align="flex-start">
      {status(row)}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {statusMoment(t, row)}
      </Text>
    </Stack>
  );
  const document = (row: ReminderLogRow) => row.billNumber || row.receiptNumber || '-';
  const failure = (row: ReminderLogRow) => <FailureCell row={row} />;
  const kind = (row: ReminderLogRow) => t(`enums.messageKind.${row.messageKind}`);
  const channel = (row: ReminderLogRow) => t(`enums.messageChannel.${row.channel}`);
  // The table's message: what it was, and the way it went under it (one column less to scroll past).
  const kindAndChannel = (row: ReminderLogRow) => (
    <Stack gap={2}>
      <Text size="sm">{kind(row)}</Text>
      <Text size="xs" c="dimmed">
        {channel(row)}
      </Text>
    </Stack>
  );
  const who = (row: ReminderLogRow) =>
    row.tenantName ? `${row.tenantName} - ${row.roomNumber || '-'}` : row.recipient;

  return (
    <ListPage
      title={t('menu.messageLog')}
      params={params}
      filters={{
        deliveryStatus: { label: t('fields.deliveryStatus'), option: (v) => t(`enums.deliveryStatus.${v}`) },
        channel: { label: t('fields.messageChannel'), option: (v) => t(`enums.messageChannel.${v}`) },
        messageKind: { label: t('fields.messageKind'), option: (v) => t(`enums.messageKind.${v}`) },
        dateFrom: { label: t('fields.dateFrom') },
        dateTo: { label: t('fields.dateTo') },
      }}
      query={log}
      rowKey={(row) => (row.messageId === null ? `r${row.reminderId}` : `m${row.messageId}`)}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'when', header: t('messaging.when'), cell: (row) => messageMoment(row.createDate) },
        { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName || '-' },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber || '-' },
        { key: 'kind', header: t('fields.messageKind'), cell: kindAndChannel },
        { key: 'status', header: t('fields.deliveryStatus'), cell: statusAndMoment },
        { key: 'recipient', header: t('messaging.recipient'), cell: (row) => row.recipient || '-' },
        { key: 'document', header: t('messaging.document'), cell: document },
        { key: 'failure', header: t('messaging.failure'), cell: failure },
        { key: 'sentBy', header: t('fields.sentBy'), cell: (row) => row.sentBy || '-' },
      ]}
      card={(row) => ({
        title: who(row),
        badge: status(row),
        fields: [
          { label: t('fields.messageKind'), value: kind(row) },
          { label: t('fields.messageChannel'), value: channel(row) },
          { label: t('messaging.when'), value: statusMoment(t, row) },
          ...(row.tenantName ? [{ label: t('messaging.recipient'), value: row.recipient || '-' }] : []),
          ...(row.billNumber || row.receiptNumber ? [{ label: t('messaging.document'), value: document(row) }] : []),
          ...(row.failureReason || row.failureDetail || row.languageFallback
            ? [{ label: t('messaging.failure'), value: failure(row) }]
            : []),
          ...(row.sentBy ? [{ label: t('fields.sentBy'), value: row.sentBy }] : []),
        ],
      })}
      actions={(row) => {
        const actions: RowAction[] = [];
        if (row.billId !== null) {
          actions.push({
            key: 'bill',
            label: t('fields.bill'),
            icon: <IconFileInvoice size={16} />,
            to: screens.billForm.to({ formType: 'View', id: row.billId }),
          });
        }
        if (row.paymentId !== null) {
          actions.push({
            key: 'receipt',
            label: t('documents.receipt'),
            icon: <IconReceipt size={16} />,
            to: screens.receipt.to({ kind: 'payment', paymentId: row.paymentId }),
          });
        }
        return actions;
      }}
    />
  );
}

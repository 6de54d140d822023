import { BillStatus, BookingStatus, paths, phoneText, roleMay } from '@kamar/contract';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconFileText, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { RecordHistory } from '../../../components/audit/record-history';
import { Loading } from '../../../components/feedback/loading';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { ReadValue } from '../../../components/form/read-value';
import { LastMessageText } from '../../../components/messages/last-message';
import { NotFoundPage } from '../../../components/not-found-page';
import { useSendReminder } from '../../../components/whatsapp/record-reminder';
import { RemindedText } from '../../../components/whatsapp/reminded-text';
import { WhatsappButton } from '../../../components/whatsapp/whatsapp-button';
import { businessToday } from '../../../lib/business-today';
import { formatDate, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { mayCall, useRole } from '../../../lib/use-role';
import { useBill } from '../api/get-bill';
import { useVoidBill } from '../api/void-bill';
import { billLineLabel } from './bill-line-label';
import { lastDay } from './bill-list-page';
import { BillStatusBadge } from './bill-status-badge';
import { VoidBillDialog } from './void-bill-dialog';

/**
 * One bill: its stay, lines, the payments that paid it, Add Payment for what is left, its
 * document (print, PDF, share link), the WhatsApp reminder while it is owed, Void for administrators.
 */
export function BillPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const billId = Number.parseInt(search.get('billId') ?? '', 10) || null;
  const bill = useBill(billId);
  const showError = useShowError();
  const run = useAction();
  const voidBill = useVoidBill();
  const send = useSendReminder();
  const [voiding, setVoiding] = useState(false);
  const navigate = useNavigate();
  const role = useRole();
  // A bill that cannot be read (gone, or refused) is said so, then the person goes back to the list.
  useEffect(() => {
    if (bill.error) void showError(bill.error).then(() => navigate(screens.bills.to(), { replace: true }));
  }, [bill.error, showError, navigate]);

  // Bills are made by the stays, never typed: an address without a bill's id shows nothing.
  if (billId === null) return <NotFoundPage />;
  const b = bill.data;
  if (!b) return <Loading />;
  const owed = b.billStatus === BillStatus.Unpaid || b.billStatus === BillStatus.PartiallyPaid;
  const payable = owed && b.bookingStatus === BookingStatus.Active && b.status === 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon component={Link} to={screens.bills.to()} variant="subtle" aria-label={t('common.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
          <Title order={1} size="h2">
            {t('bills.formTitle')}
          </Title>
          <BillStatusBadge billStatus={b.billStatus} />
        </Group>
        <Group gap="xs">
          {owed && (
            <Group gap={4} wrap="nowrap">
              <WhatsappButton url={b.whatsappUrl} tenantName={b.tenantName} onSend={() => send(b.billId, false)} />
              <RemindedText
                at={b.lastRemindedAt}
                today={
                  b.daysOverdue > 0
                    ? dayjs(b.dueDate.slice(0, 10)).add(b.daysOverdue, 'day').format('YYYY-MM-DD')
                    : businessToday()
                }
              />
            </Group>
          )}
          <Button
            variant="light"
            component={Link}
            to={screens.receipt.to({ kind: 'bill', billId: b.billId })}
            leftSection={<IconFileText size={16} />}
          >
            {t('bills.document')}
          </Button>
          {payable && (
            <Button
              component={Link}
              to={screens.paymentForm.to({
                formType: 'Add',
                bookingId: b.bookingId,
                billId: b.billId,
                amount: b.outstanding,
              })}
              leftSection={<IconPlus size={16} />}
            >
              {t('bills.addPayment')}
            </Button>
          )}
          {mayCall(role, paths.bill.void) && b.billStatus !== BillStatus.Void && (
            <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={() => setVoiding(true)}>
              {t('bills.void')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <ReadValue label={t('bills.documentNumber')} value={b.documentNumber} />
          <ReadValue label={t('fields.tenant')} value={b.tenantName} />
          <ReadValue label={t('fields.room')} value={b.roomNumber} />
          <ReadValue label={t('fields.phone')} value={phoneText(b.phone) || '-'} />
          <ReadValue
            label={t('bills.period')}
            value={`${formatDate(b.periodStart)} - ${formatDate(lastDay(b.periodEnd))}`}
          />
          <ReadValue label={t('fields.dueDate')} value={formatDate(b.dueDate)} />
          <ReadValue
            label={t('bills.overdue')}
            value={b.daysOverdue > 0 ? t('bills.daysOverdue', { count: b.daysOverdue }) : '-'}
          />
          <ReadValue label={t('fields.amount')} value={formatMoney(b.amount)} />
          <ReadValue label={t('bills.paid')} value={formatMoney(b.paidAmount)} />
          <ReadValue label={t('fields.outstanding')} value={<Text fw={700}>{formatMoney(b.outstanding)}</Text>} />
          {b.lastMessage && (
            <ReadValue label={t('messaging.lastMessage')} value={<LastMessageText message={b.lastMessage} />} />
          )}
          {b.billStatus === BillStatus.Void && (
            <ReadValue
              label={t('fields.voidReason')}
              value={b.voidReason || t(`enums.billVoidCause.${b.voidCause ?? 1}` as 'enums.billVoidCause.1')}
            />
          )}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h4">
        {t('bills.lines')}
      </Title>
      <Table withTableBorder data-testid="bill-lines">
        <Table.Tbody>
          {b.lines.map((line) => (
            <Table.Tr key={line.billLineId}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {billLineLabel(t, line, currentLanguage(i18n.language))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('bills.linesTotal')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="bill-lines-total">
              {formatMoney(b.amount)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Title order={2} size="h4">
        {t('bills.payments')}
      </Title>
      {b.payments.length === 0 ? (
        <Text c="dimmed">{t('bills.noPayments')}</Text>
      ) : (
        <Table withTableBorder data-testid="bill-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.paymentDate')}</Table.Th>
              <Table.Th>{t('fields.paymentType')}</Table.Th>
              <Table.Th>{t('fields.receiptNumber')}</Table.Th>
              <Table.Th ta="right">{t('bills.paidHere')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b.payments.map((p) => (
              <Table.Tr key={p.paymentId}>
                <Table.Td>{formatDate(p.paymentDate)}</Table.Td>
                <Table.Td>{t(`enums.paymentType.${p.paymentType}`)}</Table.Td>
                <Table.Td>{p.receiptNumber}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {roleMay(role, 'audit.read') && <RecordHistory entity="bill" recordId={b.billId} />}
      <VoidBillDialog
        opened={voiding}
        onClose={() => setVoiding(false)}
        onVoid={(reason) => {
          setVoiding(false);
          void run({ action: () => voidBill.mutateAsync({ billId: b.billId, reason }) });
        }}
      />
    </Stack>
  );
}

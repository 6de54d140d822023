import { type PaymentRow, RecordStatus } from '@kamar/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { SendWhatsappLink } from '../../../components/whatsapp/send-whatsapp-link';
import { formatMoney } from '../../../lib/format';
import { bookingQueryOptions } from '../api/get-booking';
import { useBookingPayments } from '../api/get-booking-payments';
import { useReceiptShareLink } from '../api/get-receipt-share-link';

/**
 * The end of a walk-in (`/walk-in/done?bookingId=`): who is in which room, and each payment taken
 * with its receipt (print view and PDF) and the WhatsApp message that carries its link. Read from
 * the stay itself, so a reload shows the same.
 */
export function WalkInDonePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const bookingId = Number(query.get('bookingId')) || 0;
  const booking = useQuery(bookingQueryOptions(bookingId || null));
  const payments = useBookingPayments(bookingId);
  if (booking.isPending || payments.isPending) return <Loading />;
  const stay = booking.data;
  const taken = (payments.data?.listData ?? []).filter((p) => p.status === RecordStatus.Active);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('walkIn.doneTitle')}
      </Title>
      {stay && (
        <Alert color="green" icon={<IconCircleCheck />} data-testid="walk-in-done">
          {t('walkIn.done', { tenant: stay.tenantName, room: stay.roomNumber })}
        </Alert>
      )}
      {taken.length === 0 ? (
        <Text c="dimmed">{t('walkIn.noPayment')}</Text>
      ) : (
        taken.map((p) => <ReceiptCard key={p.paymentId} payment={p} />)
      )}
      <Group gap="sm" wrap="wrap">
        {stay && (
          <Button
            variant="light"
            component={Link}
            to={screens.bookingForm.to({ formType: 'View', id: stay.bookingId })}
          >
            {t('walkIn.openBooking')}
          </Button>
        )}
        <Button variant="default" component={Link} to={screens.roomMap.to()}>
          {t('walkIn.toRooms')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReceiptCard({ payment }: { payment: PaymentRow }) {
  const { t } = useTranslation();
  const link = useReceiptShareLink(payment.paymentId);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="walk-in-receipt">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t(`enums.paymentType.${payment.paymentType}`)}</Text>
          <Text fw={700}>{formatMoney(payment.amount)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('walkIn.receiptNumber', { number: payment.receiptNumber })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconReceipt size={16} />}
            component={Link}
            to={screens.receipt.to({ kind: 'payment', paymentId: payment.paymentId })}
          >
            {t('walkIn.receipt')}
          </Button>
          {link.data && <SendWhatsappLink url={link.data.whatsappUrl} />}
        </Group>
      </Stack>
    </Paper>
  );
}

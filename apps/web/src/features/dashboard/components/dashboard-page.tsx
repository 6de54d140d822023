import { type DashboardUnpaidStay, readsAllMoney } from '@kamar/contract';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen, screens } from '../../../app/paths';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { useCheckIn } from '../../../components/stay/use-check-in';
import { useCheckOut } from '../../../components/stay/use-check-out';
import { useSendReminder } from '../../../components/whatsapp/record-reminder';
import { RemindedText } from '../../../components/whatsapp/reminded-text';
import { WhatsappButton } from '../../../components/whatsapp/whatsapp-button';
import { formatMoney } from '../../../lib/format';
import { session } from '../../../lib/session';
import { useCheckInStay } from '../api/check-in-stay';
import { useCheckOutStay } from '../api/check-out-stay';
import { useDashboardInfo } from '../api/get-dashboard-info';
import { ArrearsCard } from './arrears-card';
import {
  ClaimsWaitingCard,
  MessagesTodayCard,
  MoneyCards,
  OccupancyCard,
  OnlinePaymentsCard,
  RepairsOpenCard,
} from './dashboard-cards';
import { StayList } from './stay-list';

// Fetched when first opened: Mantine's Modal is not part of the dashboard's first download.
const RemindAllDialog = lazy(async () => ({
  default: (await import('../../../components/whatsapp/remind-all-dialog')).RemindAllDialog,
}));

/**
 * Spec "/ (Dashboard)": what needs doing today, and how the business stands. On a phone the
 * front desk's work comes first (check in, check out, unpaid), the money after. The money is for
 * administrators: staff get the same call without it, and see occupancy and the lists.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: arrived, error } = useDashboardInfo();
  // Drawn in a render React may interrupt: the whole dashboard at once held a phone's main thread.
  const data = useDeferredValue(arrived);
  const showError = useShowError();
  const role = session.role();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const checkIn = useCheckInStay();
  const checkOut = useCheckOutStay();
  const settleUp = useCheckOut();
  const arrive = useCheckIn();
  const sendReminder = useSendReminder();
  const [remindingAll, setRemindingAll] = useState(false);

  useEffect(() => {
    if (error) void showError(error);
  }, [error, showError]);

  const today = data?.today;
  // Overdue (due before today), reachable on WhatsApp and not reminded since the oldest bill fell due.
  const remindable = (data?.unpaidTenant ?? []).filter((s) => s.whatsappUrl && !s.lastRemindedAt && s.daysOverdue > 0);
  const payable = mayOpen(screens.paymentForm, role, new URLSearchParams({ formType: 'Add' }));
  const owed = (stay: DashboardUnpaidStay) => (
    <>
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="amount-owed">
        {formatMoney(stay.amountOwed)}
      </Text>
      {payable && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={screens.paymentForm.to({ formType: 'Add', bookingId: stay.bookingId })}
        >
          {t('dashboard.payAction')}
        </Button>
      )}
      <WhatsappButton
        url={stay.whatsappUrl}
        tenantName={stay.tenantName}
        onSend={() => sendReminder(stay.billId, true)}
      />
    </>
  );
  const lists = (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <StayList
        title={t('dashboard.checkIn')}
        testId="list-check-in"
        stays={data?.checkInToday}
        dateOf={(s) => s.checkInDate}
        today={today}
        end={(stay) => (
          <Button
            size="xs"
            onClick={() =>
              void arrive(stay, today ?? '', (meterReadings) =>
                checkIn.mutateAsync({ bookingId: stay.bookingId, meterReadings }),
              )
            }
          >
            {t('dashboard.checkInAction')}
          </Button>
        )}
      />
      <StayList
        title={t('dashboard.checkOut')}
        testId="list-check-out"
        stays={data?.checkOutToday}
        dateOf={(s) => s.checkOutDate}
        today={today}
        end={(stay) => (
          <Button
            size="xs"
            onClick={() =>
              void settleUp(stay, (meterReadings) => checkOut.mutateAsync({ bookingId: stay.bookingId, meterReadings }))
            }
          >
            {t('dashboard.checkOutAction')}
          </Button>
        )}
      />
      <StayList
        title={t('dashboard.unpaidTenant')}
        testId="list-unpaid"
        stays={data?.unpaidTenant}
        dateOf={(s) => s.dueDate}
        today={today}
        overdueLabel={(s) => t('dashboard.daysOverdue', { count: s.daysOverdue })}
        end={owed}
        note={(stay) => <RemindedText at={stay.lastRemindedAt} today={today} />}
        headerAction={
          remindable.length > 0 && (
            <Button size="xs" variant="light" color="green" onClick={() => setRemindingAll(true)}>
              {t('reminders.remindAll')}
            </Button>
          )
        }
      />
    </SimpleGrid>
  );
  // Staff are never sent the money: no empty money cards for them either.
  const showMoney = data ? data.depositOnHold !== null : readsAllMoney(role);
  const money = showMoney && <MoneyCards data={data} role={role} />;
  const phoneMoney = showMoney && (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {money}
    </SimpleGrid>
  );
  const occupancy = <OccupancyCard data={data} role={role} />;
  const claims = (
    <>
      <ClaimsWaitingCard data={data} role={role} />
      <RepairsOpenCard data={data} role={role} />
    </>
  );
  const online = <OnlinePaymentsCard data={data} role={role} />;
  const messages = <MessagesTodayCard data={data} role={role} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Button component={Link} to={screens.walkIn.to()} variant="light">
          {t('walkIn.start')}
        </Button>
      </Group>
      {/* One paint once the figures are in: lists filling in would push the cards around. */}
      {data === undefined ? (
        <Loading />
      ) : phone ? (
        <>
          {occupancy}
          {claims}
          {online}
          {messages}
          {lists}
          {phoneMoney}
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {occupancy}
            {claims}
            {online}
            {messages}
            {money}
          </SimpleGrid>
          {lists}
        </>
      )}
      {remindingAll && (
        <Suspense fallback={<Loading />}>
          <RemindAllDialog
            tenants={remindable.map((s) => ({ ...s, amount: s.amountOwed }))}
            onClose={() => setRemindingAll(false)}
          />
        </Suspense>
      )}
      {data !== undefined && <ArrearsCard buckets={data.arrears} />}
    </Stack>
  );
}

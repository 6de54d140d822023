import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { session } from '../../../lib/session';
import { useCheckInStay } from '../api/check-in-stay';
import { useCheckOutStay } from '../api/check-out-stay';
import { useDashboardInfo } from '../api/get-dashboard-info';
import { useRecordReminder } from '../api/record-reminder';
import { DashboardCards } from './dashboard-cards';
import { RemindAllDialog } from './remind-all-dialog';
import { RemindedText } from './reminded-text';
import { StayList } from './stay-list';
import { WhatsappButton } from './whatsapp-button';

/** Spec "/ (Dashboard)": how the business stands, and what needs doing today. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, error } = useDashboardInfo();
  const showError = useShowError();
  const isAdmin = session.read()?.isAdmin ?? false;
  const run = useAction();
  const checkIn = useCheckInStay();
  const checkOut = useCheckOutStay();
  const recordReminder = useRecordReminder();
  const [remindingAll, setRemindingAll] = useState(false);
  // Overdue (started before today) and reachable on WhatsApp, not yet reminded for this month.
  const remindable = (data?.unpaidTenant ?? []).filter(
    (s) => s.whatsappUrl && !s.lastRemindedAt && s.checkInDate.slice(0, 10) < (data?.today ?? ''),
  );

  useEffect(() => {
    if (error) void showError(error);
  }, [error, showError]);

  return (
    <Stack gap="lg">
      <Title order={2}>{t('dashboard.title')}</Title>
      <DashboardCards data={data} isAdmin={isAdmin} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <StayList
          title={t('dashboard.checkIn')}
          testId="list-check-in"
          stays={data?.checkInToday}
          dateOf={(s) => s.checkInDate}
          today={data?.today}
          action={{
            label: t('dashboard.checkInAction'),
            run: (stay) => void run({ action: () => checkIn.mutateAsync(stay.bookingId) }),
          }}
        />
        <StayList
          title={t('dashboard.checkOut')}
          testId="list-check-out"
          stays={data?.checkOutToday}
          dateOf={(s) => s.checkOutDate}
          today={data?.today}
          action={{
            label: t('dashboard.checkOutAction'),
            run: (stay) => void run({ action: () => checkOut.mutateAsync(stay.bookingId) }),
          }}
        />
        <StayList
          title={t('dashboard.unpaidTenant')}
          testId="list-unpaid"
          stays={data?.unpaidTenant}
          dateOf={(s) => s.checkInDate}
          today={data?.today}
          extra={(stay) => (
            <WhatsappButton
              url={stay.whatsappUrl}
              tenantName={stay.tenantName}
              onSent={() => recordReminder.mutate(stay.bookingId)}
            />
          )}
          note={(stay) => <RemindedText at={stay.lastRemindedAt} today={data?.today} />}
          headerAction={
            remindable.length > 0 && (
              <Button size="xs" variant="light" color="green" onClick={() => setRemindingAll(true)}>
                {t('dashboard.remindAll')}
              </Button>
            )
          }
        />
      </SimpleGrid>
      {remindingAll && <RemindAllDialog stays={remindable} onClose={() => setRemindingAll(false)} />}
    </Stack>
  );
}

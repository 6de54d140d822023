import type { DashboardStay } from '@kamar/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { formatDate } from '../../../lib/format';

export interface StayListProps<S extends DashboardStay> {
  title: string;
  testId: string;
  stays: S[] | undefined;
  /** Which date the row shows: arrival or departure. */
  dateOf: (stay: S) => string;
  /** YYYY-MM-DD in business time, from the server. */
  today: string | undefined;
  action?: { label: string; run: (stay: S) => void };
  /** More at the row's end (the unpaid list's WhatsApp reminder). */
  extra?: (stay: S) => ReactNode;
  /** Under a row's date (when the tenant was last reminded). */
  note?: (stay: S) => ReactNode;
  /** Beside the title (Remind all overdue). */
  headerAction?: ReactNode;
}

/** A dashboard list: today's rows highlighted, earlier ones marked overdue, `No data` when empty. */
export function StayList<S extends DashboardStay>({
  note,
  headerAction,
  title,
  testId,
  stays,
  dateOf,
  today,
  action,
  extra,
}: StayListProps<S>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={4}>{title}</Title>
        {headerAction}
      </Group>
      {stays === undefined ? (
        <Text c="dimmed">{t('app.loading')}</Text>
      ) : stays.length === 0 ? (
        <Text c="dimmed">{t('list.noData')}</Text>
      ) : (
        <Stack gap="xs">
          {stays.map((stay) => {
            const day = dateOf(stay).slice(0, 10);
            const isToday = day === today;
            const overdue = today !== undefined && day < today;
            return (
              <Paper
                key={stay.bookingId}
                p="xs"
                radius="sm"
                bg={isToday ? 'yellow.1' : undefined}
                data-today={isToday || undefined}
                data-testid="stay-row"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={screens.bookingForm.to({ formType: 'View', id: stay.bookingId })}
                    c="inherit"
                    style={{ minWidth: 0 }}
                  >
                    <Text fw={600} truncate>
                      {stay.tenantName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(dateOf(stay))} · {t('dashboard.room')} {stay.roomNumber}
                    </Text>
                    {note?.(stay)}
                  </Anchor>
                  <Group gap="xs" wrap="nowrap">
                    {overdue && (
                      <Badge color="red" variant="light">
                        {t('dashboard.overdue')}
                      </Badge>
                    )}
                    {extra?.(stay)}
                    {action && (
                      <Button size="xs" onClick={() => action.run(stay)}>
                        {action.label}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

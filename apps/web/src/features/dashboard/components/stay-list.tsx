import type { DashboardStay } from '@kamar/contract';
import { phoneHref, phoneText } from '@kamar/contract';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
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
  /** What the row offers: a button, the amount owed... */
  end?: (stay: S) => ReactNode;
  /** Under the row's phone (when the tenant was last reminded). */
  note?: (stay: S) => ReactNode;
  /** Beside the title (Remind all overdue). */
  headerAction?: ReactNode;
  /** The overdue badge's words for a row (how many days late); "Overdue" when not given. */
  overdueLabel?: (stay: S) => string;
}

/**
 * A dashboard list: today's rows highlighted, earlier ones marked overdue, `No data` when empty.
 * Each row names the tenant (a link to the stay), the room, the day and the phone to call; its
 * badge and buttons keep their full words and move below on a narrow screen instead of shrinking.
 */
export function StayList<S extends DashboardStay>({
  title,
  testId,
  stays,
  dateOf,
  today,
  end,
  note,
  headerAction,
  overdueLabel,
}: StayListProps<S>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title} {stays && stays.length > 0 && `(${stays.length})`}
        </Title>
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
                bg={isToday ? 'yellow.1' : overdue ? 'red.0' : 'gray.0'}
                data-today={isToday || undefined}
                data-overdue={overdue || undefined}
                data-testid="stay-row"
              >
                <Group justify="space-between" wrap="wrap" gap="xs" align="center">
                  <Box miw={0} style={{ flex: '1 1 11rem' }}>
                    <Anchor
                      component={Link}
                      to={screens.bookingForm.to({ formType: 'View', id: stay.bookingId })}
                      fw={600}
                      c="inherit"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {stay.tenantName}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t('fields.room')} {stay.roomNumber} · {formatDate(dateOf(stay))}
                    </Text>
                    {stay.phone && (
                      <Anchor
                        href={phoneHref(stay.phone)}
                        size="sm"
                        aria-label={t('dashboard.call', { phone: phoneText(stay.phone) })}
                      >
                        <IconPhone size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {phoneText(stay.phone)}
                      </Anchor>
                    )}
                    {note?.(stay)}
                  </Box>
                  {/* Wraps within the row when the card is narrow (a phone, a third of a laptop). */}
                  <Group gap="xs" wrap="wrap" justify="flex-end" ml="auto">
                    {overdue && (
                      <Badge color="red" variant="light">
                        {overdueLabel ? overdueLabel(stay) : t('dashboard.overdue')}
                      </Badge>
                    )}
                    {end?.(stay)}
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

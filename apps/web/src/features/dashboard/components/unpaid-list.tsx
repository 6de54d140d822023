import type { DashboardUnpaidStay } from '@kamar/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { formatMoney } from '../../../lib/format';

/**
 * Who owes, from their bills: tenant, room, phone (a tap calls), what is owed and since when,
 * oldest debt first; an overdue row is highlighted and says by how many days.
 */
export function UnpaidList({ stays, showMoney }: { stays: DashboardUnpaidStay[] | undefined; showMoney: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="list-unpaid">
      <Title order={4} mb="sm">
        {t('dashboard.unpaidTenant')}
      </Title>
      {stays === undefined ? (
        <Text c="dimmed">{t('app.loading')}</Text>
      ) : stays.length === 0 ? (
        <Text c="dimmed">{t('list.noData')}</Text>
      ) : (
        <Stack gap="xs">
          {stays.map((stay) => {
            const overdue = stay.daysOverdue > 0;
            return (
              <Paper
                key={stay.bookingId}
                p="xs"
                radius="sm"
                bg={overdue ? 'red.0' : 'yellow.1'}
                data-overdue={overdue || undefined}
                data-testid="unpaid-row"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={screens.bills.to({ tenantName: stay.tenantName, roomNumber: stay.roomNumber, billStatus: 0 })}
                    c="inherit"
                    style={{ minWidth: 0 }}
                  >
                    <Text fw={600} truncate>
                      {stay.tenantName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('dashboard.room')} {stay.roomNumber}
                      {showMoney ? ` · ${t('dashboard.amountOwed')} ${formatMoney(stay.amountOwed)}` : ''}
                    </Text>
                  </Anchor>
                  <Group gap="xs" wrap="nowrap">
                    <Badge color={overdue ? 'red.8' : 'yellow.8'} variant="filled" style={{ flexShrink: 0 }}>
                      {overdue ? t('dashboard.daysOverdue', { count: stay.daysOverdue }) : t('dashboard.dueToday')}
                    </Badge>
                    {stay.phone && (
                      <Anchor
                        href={`tel:${stay.phone}`}
                        aria-label={t('dashboard.callTenant', { name: stay.tenantName })}
                      >
                        <IconPhone size={18} />
                      </Anchor>
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

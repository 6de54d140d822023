import type { DashboardInfo } from '@kamar/contract';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListScreen, mayOpen, type PageScreen, screens } from '../../../app/paths';
import { formatMoney } from '../../../lib/format';

interface Card {
  key: string;
  label: string;
  value: ReactNode;
  /** Where the card leads; admin-only screens are not offered to staff. */
  to?: string;
  wideOnly?: boolean;
}

function DashboardCard({ card }: { card: Card }) {
  const body = (
    <>
      <Text size="sm" c="dimmed">
        {card.label}
      </Text>
      <Text fz="xl" fw={700} data-testid={`card-${card.key}`}>
        {card.value}
      </Text>
    </>
  );
  return (
    <Paper withBorder p="md" radius="md" visibleFrom={card.wideOnly ? 'lg' : undefined}>
      {card.to ? (
        <Anchor component={Link} to={card.to} underline="never" c="inherit" display="block">
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Paper>
  );
}

/** Spec "/ (Dashboard)": the figures, `-,-` until they arrive. */
export function DashboardCards({ data, isAdmin }: { data: DashboardInfo | undefined; isAdmin: boolean }) {
  const { t } = useTranslation();
  const info = data?.dashboardInfo;
  const link = (screen: PageScreen | ListScreen) => (mayOpen(screen, isAdmin) ? screen.to() : undefined);
  const cards: Card[] = [
    {
      key: 'occupied',
      label: t('dashboard.roomOccupied'),
      value: info ? `${info.occupiedRoom} / ${info.totalRoom}` : '-,-',
      to: link(screens.roomMap),
    },
    {
      key: 'income',
      label: t('dashboard.incomeThisMonth'),
      value: formatMoney(info?.incomeThisMonth),
      to: link(screens.payments),
    },
    {
      key: 'expense',
      label: t('dashboard.expenseThisMonth'),
      value: formatMoney(info?.expenseThisMonth),
      to: link(screens.expenses),
    },
    {
      key: 'onHold',
      label: t('dashboard.depositOnHold'),
      value: formatMoney(data?.depositOnHold),
      to: link(screens.deposits),
    },
    {
      key: 'owned',
      label: t('dashboard.depositOwned'),
      value: formatMoney(data?.depositOwned),
      to: link(screens.deposits),
    },
    { key: 'allIncome', label: t('dashboard.allTimeIncome'), value: formatMoney(data?.allTimeIncome), wideOnly: true },
    {
      key: 'allExpense',
      label: t('dashboard.allTimeExpense'),
      value: formatMoney(data?.allTimeExpense),
      wideOnly: true,
    },
    { key: 'nett', label: t('dashboard.nettIncome'), value: formatMoney(data?.nettIncome), wideOnly: true },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {cards.map((card) => (
        <DashboardCard key={card.key} card={card} />
      ))}
    </SimpleGrid>
  );
}

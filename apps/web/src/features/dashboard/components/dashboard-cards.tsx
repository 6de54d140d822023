import { ClaimStatus, type DashboardInfo, DeliveryStatus, type Role } from '@kamar/contract';
import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListScreen, mayOpen, type PageScreen, screens } from '../../../app/paths';
import { LastMessageText } from '../../../components/messages/last-message';
import { formatMoney } from '../../../lib/format';
import { useOnlinePaymentOn } from '../../../lib/online-payment';

interface Card {
  key: string;
  label: string;
  value: ReactNode;
  /** What the figure counts, in a line under it. */
  caption?: ReactNode;
  /** Where the card leads: only to a screen this person may open. */
  to?: string | undefined;
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
      {card.caption && (
        <Text size="xs" c="dimmed" data-testid={`caption-${card.key}`}>
          {card.caption}
        </Text>
      )}
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

interface CardsProps {
  data: DashboardInfo | undefined;
  role: Role;
}

const linkFor = (role: Role) => (screen: PageScreen | ListScreen) => (mayOpen(screen, role) ? screen.to() : undefined);

/** Room Occupied, for everyone: `-,-` until the figures arrive. */
export function OccupancyCard({ data, role }: CardsProps) {
  const { t } = useTranslation();
  const info = data?.dashboardInfo;
  const value = info ? `${info.occupiedRoom} / ${info.totalRoom}` : '-,-';
  return (
    <DashboardCard
      card={{ key: 'occupied', label: t('dashboard.roomOccupied'), value, to: linkFor(role)(screens.roomMap) }}
    />
  );
}

/**
 * Tenants' payments waiting for confirmation (their "I have paid" with a transfer photo): shown
 * while there are any and for those who may confirm them, leading to the queue of waiting ones.
 */
export function ClaimsWaitingCard({ data, role }: CardsProps) {
  const { t } = useTranslation();
  const count = data?.claimsWaiting ?? 0;
  if (count === 0 || !mayOpen(screens.paymentClaims, role)) return null;
  return (
    <DashboardCard
      card={{
        key: 'claims',
        label: t('dashboard.claimsWaiting'),
        caption: t('dashboard.claimsWaitingCaption'),
        value: count,
        to: screens.paymentClaims.to({ claimStatus: ClaimStatus.Waiting }),
      }}
    />
  );
}

/** Repairs reported and not done yet (Open, In progress): shown while there are any, leading to them. */
export function RepairsOpenCard({ data, role }: CardsProps) {
  const { t } = useTranslation();
  const count = data?.repairsOpen ?? 0;
  if (count === 0 || !mayOpen(screens.maintenanceRequests, role)) return null;
  return (
    <DashboardCard
      card={{
        key: 'repairs',
        label: t('dashboard.repairsOpen'),
        value: count,
        to: screens.maintenanceRequests.to({ openOnly: 1 }),
      }}
    />
  );
}

/**
 * Online payments the provider reported and the server did not record (another amount, a bill paid
 * meanwhile...): shown while there are any, for those who may settle them, leading to To check.
 */
export function OnlinePaymentsCard({ data, role }: CardsProps) {
  const count = data?.onlinePaymentsToCheck ?? 0;
  if (count === 0 || !mayOpen(screens.onlinePayments, role)) return null;
  return <OnlinePaymentsToCheck count={count} />;
}

/** The card itself, asked only when there is something to check: the screen it leads to is there only with online payment on. */
function OnlinePaymentsToCheck({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!useOnlinePaymentOn(true)) return null;
  return (
    <DashboardCard
      card={{
        key: 'onlinePayments',
        // The contract's name of one such payment: the same words as its screen and the audit trail.
        label: t('fields.gatewayAnomaly'),
        caption: t('dashboard.onlinePaymentsToCheckCaption'),
        value: count,
        to: screens.onlinePayments.to({ view: 'toCheck' }),
      }}
    />
  );
}

/** Today's messages by how far they got, each status counted: the order a person reads them in. */
const MESSAGE_COUNTS = [
  ['sent', DeliveryStatus.Sent],
  ['delivered', DeliveryStatus.Delivered],
  ['read', DeliveryStatus.Read],
  ['failed', DeliveryStatus.Failed],
  ['queued', DeliveryStatus.Queued],
] as const;

/**
 * Messages today (the server's, by how far they got) and the last message to a tenant, leading to
 * today's log. Quiet for a business that never sends any: shown only when there is something.
 */
export function MessagesTodayCard({ data, role }: CardsProps) {
  const { t } = useTranslation();
  const today = data?.messagesToday;
  const last = data?.lastMessage ?? null;
  const total = today ? MESSAGE_COUNTS.reduce((sum, [key]) => sum + today[key], 0) : 0;
  if (!today || (total === 0 && last === null)) return null;
  const counts = MESSAGE_COUNTS.filter(([key]) => today[key] > 0)
    .map(([key, status]) => `${t(`enums.deliveryStatus.${status}`)} ${today[key]}`)
    .join(' · ');
  const day = data?.today ?? '';
  return (
    <DashboardCard
      card={{
        key: 'messages',
        label: t('dashboard.messagesToday'),
        value: total,
        caption: (
          <>
            {counts && <span data-testid="message-counts">{counts}</span>}
            {last && (
              <Text span size="xs" display="block" mt={4}>
                {t('messaging.lastMessage')}
              </Text>
            )}
            {last && <LastMessageText message={last} withTenant />}
          </>
        ),
        to: mayOpen(screens.messageLog, role) ? screens.messageLog.to({ dateFrom: day, dateTo: day }) : undefined,
      }}
    />
  );
}

/** Spec "/ (Dashboard)": the money figures (administrators only), `-,-` until they arrive. */
export function MoneyCards({ data, role }: CardsProps) {
  const { t } = useTranslation();
  const info = data?.dashboardInfo;
  const link = linkFor(role);
  const cards: Card[] = [
    {
      key: 'income',
      label: t('dashboard.incomeThisMonth'),
      caption: t('dashboard.incomeThisMonthCaption'),
      value: formatMoney(info?.incomeThisMonth),
      to: link(screens.payments),
    },
    {
      key: 'expense',
      label: t('dashboard.expenseThisMonth'),
      caption: t('dashboard.expenseThisMonthCaption'),
      value: formatMoney(info?.expenseThisMonth),
      to: link(screens.expenses),
    },
    {
      key: 'onHold',
      label: t('dashboard.depositOnHold'),
      caption: t('dashboard.depositOnHoldCaption'),
      value: formatMoney(data?.depositOnHold),
      to: link(screens.deposits),
    },
    {
      key: 'owned',
      label: t('dashboard.depositOwned'),
      caption: t('dashboard.depositOwnedCaption'),
      value: formatMoney(data?.depositOwned),
      to: link(screens.deposits),
    },
    {
      key: 'allIncome',
      label: t('dashboard.allTimeIncome'),
      caption: t('dashboard.allTimeIncomeCaption'),
      value: formatMoney(data?.allTimeIncome),
      wideOnly: true,
    },
    {
      key: 'allExpense',
      label: t('dashboard.allTimeExpense'),
      caption: t('dashboard.allTimeExpenseCaption'),
      value: formatMoney(data?.allTimeExpense),
      wideOnly: true,
    },
    {
      key: 'nett',
      label: t('dashboard.nettIncome'),
      caption: t('dashboard.nettIncomeCaption'),
      value: formatMoney(data?.nettIncome),
      wideOnly: true,
    },
  ];
  return cards.map((card) => <DashboardCard key={card.key} card={card} />);
}

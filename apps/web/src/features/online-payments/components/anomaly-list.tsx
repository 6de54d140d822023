import { type AnomalyRow, GatewayAnomaly, paths } from '@kamar/contract';
import { Stack, Text } from '@mantine/core';
import { IconBook2, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import type { RowAction } from '../../../components/list/row-actions';
import { useListParams } from '../../../components/list/use-list-params';
import { formatDay, formatMoney } from '../../../lib/format';
import { useAnomalies } from '../api/get-anomalies';
import { ToCheckBadge } from './checkout-status-badge';
import { CopyReference } from './copy-reference';
import { Money } from './money';
import { amountGap, openOf, paidText, TO_CHECK_STATES } from './online-amounts';
import { ResolveAnomalyDialog } from './resolve-anomaly-dialog';

const filters = {
  // Opens on what still waits; settled ones stay, with what was done, for whoever asks later.
  state: choiceFilter(TO_CHECK_STATES, 'open'),
  reason: choiceFilter(Object.values(GatewayAnomaly)),
};

const at = (value: string | null) => formatDay(value, 'DD MMM YYYY HH:mm');

/**
 * Money a provider reported that was not recorded as a payment (another amount or currency, a
 * bill no longer owed, a stay no longer taking money, a reference of no checkout of ours): never
 * dropped, never a payment by itself. Each says why, what was asked and what came; the owner
 * refunds it or records it by hand, then marks it settled with what was done (once).
 */
export function AnomalyList({ views }: { views: ReactNode }) {
  const { t } = useTranslation();
  const params = useListParams(filters);
  const request = useMemo(() => {
    const { state, ...rest } = params.request;
    return { ...rest, open: openOf(state) };
  }, [params.request]);
  const anomalies = useAnomalies(request);
  const [settling, setSettling] = useState<AnomalyRow | null>(null);

  const open = (row: AnomalyRow) => row.resolvedAt === null;
  const why = (row: AnomalyRow) => t(`enums.gatewayAnomaly.${row.reason}`);
  const paid = (row: AnomalyRow) => {
    const gap = amountGap(row.expectedAmount, row.paidAmount, row.currency);
    return (
      <span data-testid="anomaly-paid">
        <span style={{ whiteSpace: 'nowrap' }}>{paidText(row.paidAmount, row.currency)}</span>
        {gap && (
          <Text span size="xs" c="orange.9" display="block">
            {t(`onlinePayments.${gap.kind}`, { amount: formatMoney(gap.gap) })}
          </Text>
        )}
      </span>
    );
  };
  const asked = (row: AnomalyRow) => (row.expectedAmount === null ? '-' : <Money value={row.expectedAmount} />);
  const state = (row: AnomalyRow) => <ToCheckBadge open={open(row)} />;
  // The table's status: open, or settled with what was done, by whom and when (a card lists them as fields).
  const stateAndSettled = (row: AnomalyRow) => (
    <Stack gap={2} align="flex-start" maw={260}>
      {state(row)}
      {!open(row) && (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.resolution}
          </Text>
          <Text size="xs" c="dimmed">
            {row.resolvedBy}, {at(row.resolvedAt)}
          </Text>
        </>
      )}
    </Stack>
  );
  const reference = (row: AnomalyRow) => <CopyReference value={row.providerReference} />;

  return (
    <>
      <ListPage
        title={t('menu.onlinePayments')}
        views={views}
        params={params}
        filters={{
          state: {
            label: t('fields.status'),
            option: (v) => (v === 'open' ? t('fields.open') : t('onlinePayments.settled')),
          },
          reason: { label: t('fields.reason'), option: (v) => t(`enums.gatewayAnomaly.${v}`) },
        }}
        query={anomalies}
        rowKey={(row) => row.anomalyId}
        columns={[
          { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
          { key: 'created', header: t('fields.createDate'), cell: (row) => at(row.createDate) },
          { key: 'reason', header: t('fields.reason'), cell: why },
          { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName ?? '-' },
          { key: 'bill', header: t('fields.documentNumber'), cell: (row) => row.billNumber ?? '-' },
          { key: 'asked', header: t('onlinePayments.asked'), align: 'right', cell: asked },
          { key: 'paid', header: t('fields.paidAmount'), align: 'right', cell: paid },
          { key: 'reference', header: t('fields.providerReference'), cell: reference },
          { key: 'state', header: t('fields.status'), cell: stateAndSettled },
        ]}
        card={(row) => ({
          title: why(row),
          badge: state(row),
          fields: [
            { label: t('fields.tenant'), value: row.tenantName ?? '-' },
            { label: t('fields.documentNumber'), value: row.billNumber ?? '-' },
            { label: t('onlinePayments.asked'), value: asked(row) },
            { label: t('fields.paidAmount'), value: paid(row) },
            { label: t('fields.providerReference'), value: reference(row) },
            { label: t('fields.createDate'), value: at(row.createDate) },
            ...(open(row)
              ? []
              : [
                  { label: t('fields.resolution'), value: row.resolution },
                  { label: t('fields.resolvedBy'), value: row.resolvedBy },
                  { label: t('fields.resolvedAt'), value: at(row.resolvedAt) },
                ]),
          ],
        })}
        actions={(row) => {
          const actions: RowAction[] = [];
          if (open(row))
            actions.push({
              key: 'settle',
              label: t('onlinePayments.markSettled'),
              icon: <IconCircleCheck size={16} />,
              color: 'green.8',
              onClick: () => setSettling(row),
              call: paths.paymentGateway.resolveAnomaly,
            });
          // The stay, to record the money by hand or see what it still owes.
          if (row.bookingId !== null)
            actions.push({
              key: 'booking',
              label: t('menu.booking'),
              icon: <IconBook2 size={16} />,
              to: screens.bookingForm.to({ formType: 'View', id: row.bookingId }),
            });
          return actions;
        }}
      />
      {settling && (
        <ResolveAnomalyDialog
          anomaly={settling}
          onFailed={() => void anomalies.refetch()}
          onClose={() => setSettling(null)}
        />
      )}
    </>
  );
}

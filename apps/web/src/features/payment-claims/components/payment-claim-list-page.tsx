import { ClaimStatus, enumValues, type PaymentClaimRow } from '@kamar/contract';
import { Text } from '@mantine/core';
import { IconEye, IconZoomCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, dateFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { usePaymentClaims } from '../api/get-payment-claims';
import { ClaimStatusBadge } from './claim-status-badge';

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  // The queue opens on what waits; the server lists waiting claims first whatever is chosen.
  claimStatus: choiceFilter(enumValues(ClaimStatus), ClaimStatus.Waiting),
  // The day the tenant sent it.
  createFrom: dateFilter(() => ''),
  createTo: dateFilter(() => ''),
};

const sentAt = (row: { createDate: string }) => formatDay(row.createDate, 'DD MMM YYYY HH:mm');

/**
 * /payment-claim: tenants' "I have paid", each with a transfer photo, waiting first then newest.
 * A claim is checked against its photo and approved (a payment, with its receipt) or rejected with
 * a reason on its own screen.
 */
export function PaymentClaimListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const claims = usePaymentClaims(params.request);
  const status = (row: PaymentClaimRow) => <ClaimStatusBadge claimStatus={row.claimStatus} />;
  const note = (row: PaymentClaimRow) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {row.note || '-'}
    </Text>
  );

  return (
    <ListPage
      title={t('paymentClaims.listTitle')}
      params={params}
      filters={{
        tenantName: { label: t('fields.tenantName') },
        claimStatus: { label: t('fields.claimStatus'), option: (v) => t(`enums.claimStatus.${v}`) },
        createFrom: { label: t('fields.createFrom') },
        createTo: { label: t('fields.createTo') },
      }}
      query={claims}
      rowKey={(row) => row.paymentClaimId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'sent', header: t('fields.sentAt'), cell: sentAt },
        { key: 'tenant', header: t('fields.tenant'), cell: (row) => row.tenantName },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
        { key: 'bill', header: t('fields.documentNumber'), cell: (row) => row.billNumber },
        { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'paid', header: t('fields.paidDate'), cell: (row) => formatDate(row.paidDate) },
        { key: 'note', header: t('fields.note'), cell: note },
        { key: 'status', header: t('fields.claimStatus'), cell: status },
      ]}
      card={(row) => ({
        title: `${row.tenantName} - ${row.roomNumber}`,
        badge: status(row),
        fields: [
          { label: t('fields.amount'), value: formatMoney(row.amount) },
          { label: t('fields.paidDate'), value: formatDate(row.paidDate) },
          { label: t('fields.documentNumber'), value: row.billNumber },
          ...(row.note ? [{ label: t('fields.note'), value: note(row) }] : []),
          { label: t('fields.sentAt'), value: sentAt(row) },
        ],
      })}
      actions={(row) => [
        row.claimStatus === ClaimStatus.Waiting
          ? {
              key: 'check',
              label: t('paymentClaims.check'),
              icon: <IconZoomCheck size={16} />,
              to: screens.paymentClaimForm.to({ formType: 'View', id: row.paymentClaimId }),
            }
          : {
              key: 'view',
              label: t('common.view'),
              icon: <IconEye size={16} />,
              to: screens.paymentClaimForm.to({ formType: 'View', id: row.paymentClaimId }),
            },
      ]}
    />
  );
}

import { type CheckoutRow, CheckoutStatus, enumValues } from '@kamar/contract';
import { Stack, Text } from '@mantine/core';
import { IconCash, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import type { RowAction } from '../../../components/list/row-actions';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { formatDay, formatMoney } from '../../../lib/format';
import { useCheckouts } from '../api/get-checkouts';
import { CheckoutStatusBadge } from './checkout-status-badge';
import { CopyReference } from './copy-reference';
import { Money } from './money';

const filters = { checkoutStatus: choiceFilter(enumValues(CheckoutStatus)) };

const at = (value: string | null) => formatDay(value, 'DD MMM YYYY HH:mm');

/**
 * The checkouts tenants opened from their page, newest first: one per bill and amount, pending
 * until paid or expired, held when the money reported was not what was asked (see To check). A
 * paid one made a payment: its receipt, the provider's fee and the channel it came through.
 */
export function CheckoutList({ views }: { views: ReactNode }) {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const checkouts = useCheckouts(params.request);
  const status = (row: CheckoutRow) => <CheckoutStatusBadge checkoutStatus={row.checkoutStatus} />;
  const paid = (row: CheckoutRow) => row.checkoutStatus === CheckoutStatus.Paid;
  // The table's status: a paid one with when it was paid under it (a card lists it as a field).
  const statusAndPaidAt = (row: CheckoutRow) => (
    <Stack gap={2} align="flex-start">
      {status(row)}
      {row.paidAt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {at(row.paidAt)}
        </Text>
      )}
    </Stack>
  );
  const fee = (row: CheckoutRow) => (row.fee === null ? '-' : <Money value={row.fee} />);
  const stay = (row: CheckoutRow) => `${row.tenantName} - ${row.roomNumber}`;
  const reference = (row: CheckoutRow) => <CopyReference value={row.providerReference} />;

  return (
    <ListPage
      title={t('menu.onlinePayments')}
      views={views}
      params={params}
      filters={{
        checkoutStatus: { label: t('fields.checkoutStatus'), option: (v) => t(`enums.checkoutStatus.${v}`) },
      }}
      query={checkouts}
      rowKey={(row) => row.checkoutId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'created', header: t('fields.createDate'), cell: (row) => at(row.createDate) },
        { key: 'tenant', header: t('fields.tenant'), cell: stay },
        { key: 'bill', header: t('fields.documentNumber'), cell: (row) => row.billNumber },
        { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => <Money value={row.amount} /> },
        { key: 'status', header: t('fields.checkoutStatus'), cell: statusAndPaidAt },
        { key: 'receipt', header: t('fields.receiptNumber'), cell: (row) => row.receiptNumber ?? '-' },
        { key: 'channel', header: t('fields.channel'), cell: (row) => row.channel || '-' },
        { key: 'fee', header: t('fields.fee'), align: 'right', cell: fee },
      ]}
      card={(row) => ({
        title: stay(row),
        badge: status(row),
        fields: [
          { label: t('fields.amount'), value: formatMoney(row.amount) },
          { label: t('fields.documentNumber'), value: row.billNumber },
          ...(paid(row)
            ? [
                { label: t('fields.paidAt'), value: at(row.paidAt) },
                { label: t('fields.channel'), value: row.channel || '-' },
                { label: t('fields.fee'), value: fee(row) },
                { label: t('fields.receiptNumber'), value: row.receiptNumber ?? '-' },
              ]
            : row.checkoutStatus === CheckoutStatus.Pending
              ? [{ label: t('fields.expiresAt'), value: at(row.expiresAt) }]
              : []),
          { label: t('fields.createDate'), value: at(row.createDate) },
          // The table leaves it out (it is To check's business); a card has room for it.
          { label: t('fields.providerReference'), value: reference(row) },
        ],
      })}
      actions={(row) => {
        const actions: RowAction[] = [];
        if (row.paymentId !== null) {
          const paymentId = row.paymentId;
          actions.push(
            {
              key: 'receipt',
              label: t('documents.receipt'),
              icon: <IconReceipt size={16} />,
              to: screens.receipt.to({ kind: 'payment', paymentId }),
            },
            {
              key: 'payment',
              label: t('menu.payment'),
              icon: <IconCash size={16} />,
              to: screens.paymentForm.to({ formType: 'View', id: paymentId }),
            },
          );
        }
        actions.push({
          key: 'bill',
          label: t('fields.bill'),
          icon: <IconFileInvoice size={16} />,
          to: screens.billForm.to({ formType: 'View', id: row.billId }),
        });
        return actions;
      }}
    />
  );
}

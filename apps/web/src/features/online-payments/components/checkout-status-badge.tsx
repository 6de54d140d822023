import { CheckoutStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Paid is money in; held stands out (its money waits under To check); pending and expired are quiet. */
const colors: Record<CheckoutStatus, string> = {
  [CheckoutStatus.Pending]: 'blue.8',
  [CheckoutStatus.Paid]: 'green.8',
  [CheckoutStatus.Expired]: 'gray.7',
  [CheckoutStatus.Held]: 'orange.8',
};

export function CheckoutStatusBadge({ checkoutStatus }: { checkoutStatus: CheckoutStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[checkoutStatus]} variant="filled" style={{ flexShrink: 0 }} data-testid="checkout-status">
      {t(`enums.checkoutStatus.${checkoutStatus}`)}
    </Badge>
  );
}

/** An anomaly still waiting to be settled stands out; a settled one is done. */
export function ToCheckBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={open ? 'orange.8' : 'green.8'}
      variant="filled"
      style={{ flexShrink: 0 }}
      data-testid="to-check-state"
    >
      {open ? t('fields.open') : t('onlinePayments.settled')}
    </Badge>
  );
}

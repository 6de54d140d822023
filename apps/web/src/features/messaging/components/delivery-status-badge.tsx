import { DeliveryStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Failed stands out; read and delivered reached the tenant; sent is on its way; queued waits. */
const colors: Record<DeliveryStatus, string> = {
  [DeliveryStatus.Queued]: 'gray.7',
  [DeliveryStatus.Sent]: 'blue.8',
  [DeliveryStatus.Delivered]: 'teal.8',
  [DeliveryStatus.Read]: 'green.8',
  [DeliveryStatus.Failed]: 'red.8',
};

export function DeliveryStatusBadge({ deliveryStatus }: { deliveryStatus: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[deliveryStatus]} variant="filled" data-testid="delivery-status">
      {t(`enums.deliveryStatus.${deliveryStatus}`)}
    </Badge>
  );
}

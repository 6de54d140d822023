import { DepositStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors = { [DepositStatus.OnHold]: 'yellow', [DepositStatus.Returned]: 'green', [DepositStatus.Owned]: 'gray' };

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`enums.depositStatus.${status}`)}
    </Badge>
  );
}

import { BillStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<BillStatus, string> = {
  [BillStatus.Unpaid]: 'red.8',
  [BillStatus.PartiallyPaid]: 'orange.8',
  [BillStatus.Paid]: 'green.8',
  [BillStatus.Void]: 'gray.7',
};

export function BillStatusBadge({ billStatus }: { billStatus: BillStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[billStatus]} variant="filled" style={{ flexShrink: 0 }} data-testid="bill-status">
      {t(`enums.billStatus.${billStatus}`)}
    </Badge>
  );
}

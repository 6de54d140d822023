import { ClaimStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Waiting stands out (something to do); approved is money in, rejected a claim turned away. */
const colors: Record<ClaimStatus, string> = {
  [ClaimStatus.Waiting]: 'orange.8',
  [ClaimStatus.Approved]: 'green.8',
  [ClaimStatus.Rejected]: 'red.8',
};

export function ClaimStatusBadge({ claimStatus }: { claimStatus: ClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[claimStatus]} variant="filled" style={{ flexShrink: 0 }} data-testid="claim-status">
      {t(`enums.claimStatus.${claimStatus}`)}
    </Badge>
  );
}

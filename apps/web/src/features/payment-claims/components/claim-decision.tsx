import { ClaimStatus, type PaymentClaim, type PaymentClaimApproved } from '@kamar/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { SendWhatsappLink } from '../../../components/whatsapp/send-whatsapp-link';
import { formatDay } from '../../../lib/format';

const receiptLink = (paymentId: number) => screens.receipt.to({ kind: 'payment', paymentId });

/** How a decided claim was decided: by whom and when; its receipt, or the reason the tenant reads. */
export function ClaimDecision({ claim }: { claim: PaymentClaim }) {
  const { t } = useTranslation();
  if (claim.claimStatus === ClaimStatus.Waiting) return null;
  const approved = claim.claimStatus === ClaimStatus.Approved;
  const decided = t('paymentClaims.decided', {
    status: t(`enums.claimStatus.${claim.claimStatus}`),
    user: claim.decidedBy,
    date: formatDay(claim.decidedAt, 'DD MMM YYYY HH:mm'),
  });
  return (
    <Alert
      color={approved ? 'green' : 'red'}
      icon={approved ? <IconCircleCheck /> : <IconCircleX />}
      title={decided}
      data-testid="claim-decision"
    >
      {approved && claim.paymentId !== null ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('paymentClaims.receiptNumber', { number: claim.receiptNumber })}</Text>
          <Anchor component={Link} to={receiptLink(claim.paymentId)} size="sm">
            {t('documents.receipt')}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('paymentClaims.rejectedBecause', { reason: claim.rejectReason })}
        </Text>
      )}
    </Alert>
  );
}

/**
 * Just approved: the receipt's number, and its WhatsApp message to the tenant (carrying the
 * receipt's link) sent with a tap, as the receipt page and the walk-in's end offer it.
 */
export function JustApproved({ approved }: { approved: PaymentClaimApproved }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" icon={<IconCircleCheck />} data-testid="claim-approved">
      <Stack gap="xs">
        <Text fw={600} data-testid="approved-receipt">
          {t('paymentClaims.approved', { number: approved.receiptNumber })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <SendWhatsappLink url={approved.whatsappUrl} label={t('paymentClaims.sendReceipt')} />
          <Button
            variant="light"
            component={Link}
            to={receiptLink(approved.paymentId)}
            leftSection={<IconReceipt size={16} />}
          >
            {t('documents.receipt')}
          </Button>
          <Button variant="default" component={Link} to={screens.paymentClaims.to()}>
            {t('paymentClaims.toQueue')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

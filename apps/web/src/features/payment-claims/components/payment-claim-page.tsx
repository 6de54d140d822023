import { ClaimStatus, type PaymentClaimApproved, paths, roleMay } from '@kamar/contract';
import { ActionIcon, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { RecordHistory } from '../../../components/audit/record-history';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { ReadValue } from '../../../components/form/read-value';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { usePaymentClaim } from '../api/get-payment-claim';
import { ApproveClaimDialog } from './approve-claim-dialog';
import { ClaimDecision, JustApproved } from './claim-decision';
import { ClaimPhoto } from './claim-photo';
import { ClaimStatusBadge } from './claim-status-badge';
import classes from './payment-claim-page.module.css';
import { RejectClaimDialog } from './reject-claim-dialog';

/**
 * One claim (`/payment-claim/form?paymentClaimId=`): the transfer photo, large; what the tenant
 * says they paid and what the bill still owes; Approve (amount and date prefilled, editable) or
 * Reject (with a reason). A claim is decided once: one decided meanwhile by someone else is
 * refused in the server's words (409) and shown as it now is.
 */
export function PaymentClaimPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const paymentClaimId = Number.parseInt(search.get('paymentClaimId') ?? '', 10) || null;
  const claim = usePaymentClaim(paymentClaimId);
  const showError = useShowError();
  const navigate = useNavigate();
  const role = useRole();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [approved, setApproved] = useState<PaymentClaimApproved | null>(null);
  // A claim that cannot be read (gone, another property's) is said so, then back to the queue.
  useEffect(() => {
    if (claim.error) void showError(claim.error).then(() => navigate(screens.paymentClaims.to(), { replace: true }));
  }, [claim.error, showError, navigate]);

  if (paymentClaimId === null) return <NotFoundPage />;
  const c = claim.data;
  if (!c) return <Loading />;
  const waiting = c.claimStatus === ClaimStatus.Waiting;
  const close = () => setDeciding(null);
  // Refused: read the claim again; decided by someone else (409), there is nothing left to decide here.
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) close();
    void claim.refetch();
  };

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={screens.paymentClaims.to()}
          variant="subtle"
          aria-label={t('paymentClaims.toQueue')}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={1} size="h2">
          {t('paymentClaims.formTitle')}
        </Title>
        <ClaimStatusBadge claimStatus={c.claimStatus} />
      </Group>
      {approved && <JustApproved approved={approved} />}
      <div className={classes.layout}>
        <div className={classes.photo}>
          <ClaimPhoto photoURL={c.photoURL} tenantName={c.tenantName} />
        </div>
        <Paper withBorder p="md" radius="md" className={classes.facts}>
          <SimpleGrid cols={2}>
            <ReadValue label={t('fields.tenant')} value={c.tenantName} />
            <ReadValue label={t('fields.room')} value={c.roomNumber} />
            <ReadValue
              label={t('fields.amount')}
              value={
                <Text span fw={700} fz="lg" data-testid="claim-amount">
                  {formatMoney(c.amount)}
                </Text>
              }
            />
            <ReadValue label={t('fields.paidDate')} value={formatDate(c.paidDate)} />
            <ReadValue
              label={t('fields.documentNumber')}
              value={
                <Anchor component={Link} to={screens.billForm.to({ formType: 'View', id: c.billId })}>
                  {c.billNumber}
                </Anchor>
              }
            />
            <ReadValue
              label={t('paymentClaims.billOwes')}
              value={
                <Text span fw={700} data-testid="bill-outstanding">
                  {formatMoney(c.billOutstanding)}
                </Text>
              }
            />
            <ReadValue label={t('fields.sentAt')} value={formatDay(c.createDate, 'DD MMM YYYY HH:mm')} />
            <ReadValue label={t('fields.note')} value={c.note} multiline />
          </SimpleGrid>
        </Paper>
        <Stack gap="sm" className={classes.decide}>
          <ClaimDecision claim={c} />
          {waiting && mayCall(role, paths.paymentClaim.approve) && (
            <Group gap="sm" grow>
              <Button color="green.8" leftSection={<IconCheck size={18} />} onClick={() => setDeciding('approve')}>
                {t('paymentClaims.approve')}
              </Button>
              <Button
                variant="light"
                color="red.8"
                leftSection={<IconX size={18} />}
                onClick={() => setDeciding('reject')}
              >
                {t('paymentClaims.reject')}
              </Button>
            </Group>
          )}
          {waiting && (
            <Text size="sm" c="dimmed">
              {t('paymentClaims.checkHint')}
            </Text>
          )}
        </Stack>
      </div>
      {roleMay(role, 'audit.read') && <RecordHistory entity="paymentClaim" recordId={c.paymentClaimId} />}
      {deciding === 'approve' && (
        <ApproveClaimDialog claim={c} onApproved={setApproved} onFailed={failed} onClose={close} />
      )}
      {deciding === 'reject' && <RejectClaimDialog claim={c} onFailed={failed} onClose={close} />}
    </Stack>
  );
}

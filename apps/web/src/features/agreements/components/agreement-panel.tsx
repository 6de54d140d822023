import {
  type Agreement,
  AgreementSigner,
  AgreementStatus,
  type Booking,
  BookingStatus,
  paths,
  RecordStatus,
  roleMay,
  type TenantLink,
} from '@kamar/contract';
import { Alert, Badge, Button, CopyButton, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconFilePlus, IconSend, IconSignature } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { SendWhatsappLink } from '../../../components/whatsapp/send-whatsapp-link';
import { formatDay, formatMoney } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { useCreateAgreement } from '../api/create-agreement';
import { downloadAgreement, getSigningLink } from '../api/download-agreement';
import { useAgreements } from '../api/get-agreements';
import { useSignAgreement } from '../api/sign-agreement';
import { SignaturePad } from './signature-pad';
import './agreement-words';

const dateTime = (value: string | null) => formatDay(value, 'DD MMM YYYY HH:mm');

/** A stay that may get an agreement: not cancelled, not deleted. */
const takesAgreement = (b: Booking) => b.status === RecordStatus.Active && b.bookingStatus !== BookingStatus.Cancelled;

/**
 * A stay's rental agreement on its screen: make it (or a new version) from the template, its
 * versions with their status, signatures and hash, the PDF, "Sign as owner" (Owner, Manager) and
 * "Tenant signs on this phone" each opening the full-screen signing pad, the stay's page link to
 * send for signing remotely, and the e-meterai notice when the stated amount passes Rp 5.000.000.
 */
export function AgreementPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const role = useRole();
  const agreements = useAgreements(booking.bookingId);
  const create = useCreateAgreement();
  const sign = useSignAgreement();
  const run = useAction();
  const showError = useShowError();
  const [language, setLanguage] = useState('');
  const [pad, setPad] = useState<{ agreement: Agreement; signer: AgreementSigner } | null>(null);
  const [link, setLink] = useState<TenantLink | null>(null);
  useEffect(() => {
    if (agreements.error) void showError(agreements.error);
  }, [agreements.error, showError]);
  if (!mayCall(role, paths.agreement.getList)) return null;

  const versions = agreements.data?.listData ?? [];
  const current = versions.find((a) => !a.superseded);
  const makes = takesAgreement(booking) && mayCall(role, paths.agreement.create);
  const make = () =>
    void run({
      confirm: current ? { text: t('agreements.createConfirm') } : false,
      action: () =>
        create.mutateAsync({
          bookingId: booking.bookingId,
          ...(language === 'id' || language === 'en' ? { language } : {}),
        }),
    });
  const signWith = async (png: string) => {
    if (!pad) return;
    const { agreement, signer } = pad;
    await run({
      confirm: false,
      action: () => sign.mutateAsync({ agreementId: agreement.agreementId, signer, signature: png }),
      onSuccess: () => setPad(null),
      successText: t('agreements.signed'),
    });
  };
  const sendLink = async () => {
    try {
      setLink(await getSigningLink(booking.bookingId));
    } catch (error) {
      await showError(error);
    }
  };
  const download = (agreement: Agreement) =>
    downloadAgreement(agreement).catch((error: unknown) => void showError(error));

  return (
    <Stack gap="sm" mt="md" data-testid="agreement-panel">
      <Title order={2} size="h4">
        {t('agreements.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('agreements.help')}
      </Text>
      {agreements.isPending && <Loading />}
      {agreements.data && versions.length === 0 && <Text size="sm">{t('agreements.none')}</Text>}
      {current?.stampDutyApplies && (
        <Alert color="yellow" data-testid="stamp-duty">
          {t('agreements.stampDuty', { amount: formatMoney(current.totalAmount) })}
        </Alert>
      )}
      {makes && (
        <Group gap="sm" align="end" wrap="wrap">
          <NativeSelect
            label={t('fields.language')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            data={[
              { value: '', label: t('agreements.languageTenant') },
              { value: 'id', label: t('language.id') },
              { value: 'en', label: t('language.en') },
            ]}
          />
          <Button leftSection={<IconFilePlus size={16} />} loading={create.isPending} onClick={make}>
            {current ? t('agreements.createNew') : t('agreements.create')}
          </Button>
        </Group>
      )}
      {versions.map((agreement) => (
        <AgreementVersion
          key={agreement.agreementId}
          agreement={agreement}
          mayTakeTenant={mayCall(role, paths.agreement.sign)}
          maySignAsOwner={mayCall(role, paths.agreement.sign) && roleMay(role, 'rents.set')}
          onSign={(signer) => setPad({ agreement, signer })}
          onDownload={() => void download(agreement)}
        />
      ))}
      {current && current.agreementStatus !== AgreementStatus.Fixed && takesAgreement(booking) && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text size="sm">{t('agreements.sendForSigningHelp')}</Text>
            {link ? (
              <>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="signing-link">
                  {link.url}
                </Text>
                <Group gap="sm" wrap="wrap">
                  <CopyButton value={link.url}>
                    {({ copied, copy }) => (
                      <Button leftSection={<IconCopy size={16} />} color={copied ? 'teal' : 'blue'} onClick={copy}>
                        {copied ? t('documents.copied') : t('documents.copyLink')}
                      </Button>
                    )}
                  </CopyButton>
                  <SendWhatsappLink url={link.whatsappUrl} />
                </Group>
              </>
            ) : (
              <Group>
                <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => void sendLink()}>
                  {t('agreements.sendForSigning')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        {t('agreements.legal')}
      </Text>
      <SignaturePad
        opened={pad !== null}
        title={
          pad?.signer === AgreementSigner.Landlord ? t('agreements.padTitleOwner') : t('agreements.padTitleTenant')
        }
        help={t('agreements.padHelp', { version: pad?.agreement.version ?? '' })}
        busy={sign.isPending}
        onCancel={() => setPad(null)}
        onConfirm={(png) => void signWith(png)}
      />
    </Stack>
  );
}

function AgreementVersion({
  agreement,
  mayTakeTenant,
  maySignAsOwner,
  onSign,
  onDownload,
}: {
  agreement: Agreement;
  mayTakeTenant: boolean;
  maySignAsOwner: boolean;
  onSign(signer: AgreementSigner): void;
  onDownload(): void;
}) {
  const { t } = useTranslation();
  const fixed = agreement.agreementStatus === AgreementStatus.Fixed;
  const signedBy = (signer: AgreementSigner) => agreement.signatures.some((s) => s.signer === signer);
  const open = !fixed && !agreement.superseded;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`agreement-v${agreement.version}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t('agreements.version', { version: agreement.version })}</Text>
          <Badge color={fixed ? 'teal' : agreement.agreementStatus === AgreementStatus.Draft ? 'gray' : 'blue'}>
            {t(`enums.agreementStatus.${agreement.agreementStatus}`)}
          </Badge>
          {agreement.superseded && (
            <Badge color="gray" variant="outline">
              {t('agreements.superseded')}
            </Badge>
          )}
          <Badge variant="outline">{agreement.language.toUpperCase()}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('agreements.madeOn', { date: dateTime(agreement.createDate), user: agreement.createBy })}
        </Text>
        {agreement.signatures.map((s) => (
          <Text size="sm" key={s.signer} data-testid={`signature-${s.signer}`}>
            {t('agreements.signedBy', {
              signer: t(`enums.agreementSigner.${s.signer}`),
              name: s.signerName,
              date: dateTime(s.signedAt),
              address: s.address,
            })}
            {' · '}
            {s.onTenantPage ? t('agreements.onTenantPage') : t('agreements.takenBy', { user: s.signedBy })}
          </Text>
        ))}
        {fixed && (
          <>
            <Text size="xs" c="dimmed">
              {t('agreements.fixedOn', { date: dateTime(agreement.fixedAt) })} · {t('agreements.hash')}
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="agreement-hash">
              {agreement.pdfSha256}
            </Text>
          </>
        )}
        <Group gap="sm" wrap="wrap" mt={4}>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={onDownload}>
            {t('agreements.download')}
          </Button>
          {open && mayTakeTenant && !signedBy(AgreementSigner.Tenant) && (
            <Button leftSection={<IconSignature size={16} />} onClick={() => onSign(AgreementSigner.Tenant)}>
              {t('agreements.tenantSignsHere')}
            </Button>
          )}
          {open && maySignAsOwner && !signedBy(AgreementSigner.Landlord) && (
            <Button leftSection={<IconSignature size={16} />} onClick={() => onSign(AgreementSigner.Landlord)}>
              {t('agreements.signAsOwner')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

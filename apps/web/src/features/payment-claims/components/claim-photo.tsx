import { Anchor, Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimPhoto } from '../api/get-claim-photo';

/**
 * The transfer photo, as large as the screen allows (its figures, names and time must be readable
 * on a phone), and opened whole in a tab of its own to zoom.
 */
export function ClaimPhoto({ photoURL, tenantName }: { photoURL: string; tenantName: string }) {
  const { t } = useTranslation();
  const photo = useClaimPhoto(photoURL || undefined);
  const alt = t('paymentClaims.photoAlt', { tenant: tenantName });
  let shown: ReactNode;
  if (photo.objectUrl)
    shown = (
      <>
        <Image src={photo.objectUrl} alt={alt} fit="contain" mah="75vh" w="100%" data-testid="claim-photo" />
        <Anchor href={photo.objectUrl} target="_blank" rel="noopener" size="sm">
          <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} /> {t('paymentClaims.photoWhole')}
        </Anchor>
      </>
    );
  else if (photo.isError) shown = <Text c="red.9">{t('paymentClaims.photoNotLoaded')}</Text>;
  else
    shown = (
      <Center mih={240}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Paper withBorder p="xs" radius="md" component="figure" m={0} aria-label={t('paymentClaims.photo')}>
      <Stack gap="xs" align="center">
        {shown}
      </Stack>
    </Paper>
  );
}

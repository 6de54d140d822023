import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { errorMessage } from '../../../lib/api-client';
import { sharedPdfUrl, useSharedDocument } from '../api/get-shared-document';
import { noPrintClass, ReceiptSheet } from './receipt-sheet';

/** What a share link opens, signed out: that one document, its PDF and Print; nothing of the app around it. */
export function SharedDocumentPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const shared = useSharedDocument(token);
  return (
    <Container size={760} py="md">
      {shared.isPending ? (
        <Loading />
      ) : shared.error ? (
        <Alert color="red" title={t('documents.sharedFailed')} data-testid="shared-error">
          {errorMessage(shared.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs" className={noPrintClass}>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('documents.print')}
            </Button>
            <Button component="a" href={sharedPdfUrl(token)} variant="light" leftSection={<IconDownload size={16} />}>
              {t('documents.downloadPdf')}
            </Button>
          </Group>
          <ReceiptSheet doc={shared.data} />
        </Stack>
      )}
    </Container>
  );
}

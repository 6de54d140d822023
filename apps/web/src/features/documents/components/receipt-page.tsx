import { type DocumentLanguage, roleMay } from '@kamar/contract';
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { session } from '../../../lib/session';
import type { ReceiptKind } from '../api/document-keys';
import { downloadReceiptPdf, useReceipt } from '../api/get-receipt';
import { noPrintClass, ReceiptSheet } from './receipt-sheet';
import { ShareLinkList } from './share-link-list';
import { ShareLinkPanel } from './share-link-panel';

/** Opens a file the browser shows (a PDF) in a new tab, or saves it where tabs cannot be opened. */
function openBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const TITLES = {
  payment: 'documents.receipt',
  depositReturn: 'documents.depositReturnReceipt',
  bill: 'documents.billDocument',
} as const;

/**
 * A document's print view (`/receipt?kind=payment|depositReturn&paymentId=`, `/receipt?kind=bill&billId=`): the sheet, the
 * browser's own Print (only the sheet goes to paper), the server's PDF, and a share link with
 * the WhatsApp message. The language starts as the tenant's (the server decides) and can be switched.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const asked = query.get('kind');
  const kind: ReceiptKind = asked === 'depositReturn' || asked === 'bill' ? asked : 'payment';
  const documentId = Number(query.get(kind === 'bill' ? 'billId' : 'paymentId')) || 0;
  const [language, setLanguage] = useState<DocumentLanguage | null>(null);
  const receipt = useReceipt(kind, documentId, language);
  const showError = useShowError();
  const mayManageLinks = roleMay(session.role(), 'shareLinks.manage');
  useEffect(() => {
    if (receipt.error) void showError(receipt.error);
  }, [receipt.error, showError]);

  const doc = receipt.data;
  const shown = doc?.language ?? 'id';
  async function download() {
    if (!doc) return;
    try {
      openBlob(await downloadReceiptPdf(kind, documentId, shown), `${doc.documentNumber.replaceAll('/', '-')}.pdf`);
    } catch (error) {
      await showError(error);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap="sm" className={noPrintClass}>
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t(TITLES[kind])}
          </Title>
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            aria-label={t('fields.language')}
            value={shown}
            onChange={(value) => setLanguage(value as DocumentLanguage)}
            data={[
              { value: 'id', label: t('documents.languageId') },
              { value: 'en', label: t('documents.languageEn') },
            ]}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!doc}>
            {t('documents.print')}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download} disabled={!doc}>
            {t('documents.downloadPdf')}
          </Button>
        </Group>
        {doc && <ShareLinkPanel kind={kind} documentId={documentId} language={shown} />}
        {doc && mayManageLinks && <ShareLinkList documentKind={doc.documentKind} documentId={documentId} />}
      </Stack>
      {receipt.isPending ? <Loading /> : doc ? <ReceiptSheet doc={doc} /> : null}
    </Stack>
  );
}

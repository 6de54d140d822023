import type { ReportFileFormat } from '@kamar/contract';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { currentLanguage } from '../../../lib/i18n';
import { downloadJournal, downloadMonthlyFile, type ReportFileOf } from '../api/download-report-files';

type Download = ReportFileFormat | 'journal';

/**
 * The month's report as a PDF or an Excel workbook, in the language the reader reads, and the
 * month's journal as Accurate Online imports it (CSV): each fetched with the token and saved.
 */
export function ReportDownloads({ of }: { of: ReportFileOf }) {
  const { t, i18n } = useTranslation();
  const showError = useShowError();
  const [running, setRunning] = useState<Download | null>(null);
  const download = async (which: Download) => {
    setRunning(which);
    try {
      if (which === 'journal') await downloadJournal(of);
      else await downloadMonthlyFile(of, which, currentLanguage(i18n.language));
    } catch (error) {
      setRunning(null);
      await showError(error);
    }
    setRunning(null);
  };
  // One icon for the three (every icon is the signed-in frame's download: app's vite.config.ts).
  const button = (which: Download, words: string) => {
    return (
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running === which}
        disabled={running !== null && running !== which}
        onClick={() => void download(which)}
      >
        {words}
      </Button>
    );
  };
  return (
    <Group gap="xs" data-testid="report-downloads">
      {button('pdf', t('reports.downloadPdf'))}
      {button('xlsx', t('reports.downloadExcel'))}
      {button('journal', t('reports.downloadJournal'))}
    </Group>
  );
}

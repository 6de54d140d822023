import { type CsvSeparator, type ExportFormat, type ExportPath, groupDigits } from '@kamar/contract';
import { Affix, Button, CloseButton, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { formatBytes } from '../../lib/format';
import { type ExportJob, exportJobs, startExport } from './export-download';

function JobLine({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const rows = job.rows ?? 0;
  // CSV: rows counted as lines arrive (the header line comes first); Excel: bytes only.
  const done = job.rowsDone === null ? null : Math.min(rows, job.rowsDone);
  const text =
    job.state === 'done'
      ? t('exports.done', { file: job.fileName })
      : job.state === 'failed'
        ? `${t('exports.failed')}: ${errorMessage(job.error)}`
        : job.state === 'cancelled'
          ? t('exports.cancelled')
          : done !== null && rows > 0
            ? t('exports.progressRows', {
                done: groupDigits(done),
                rows: groupDigits(rows),
                size: formatBytes(job.bytes),
              })
            : t('exports.progress', { rows: groupDigits(rows), size: formatBytes(job.bytes) });
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      w={320}
      role="status"
      aria-live="polite"
      data-testid="export-progress"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            {t('exports.title', { list: job.title })}
          </Text>
          {job.state === 'running' ? (
            <Button size="compact-xs" variant="subtle" onClick={job.cancel}>
              {t('exports.cancel')}
            </Button>
          ) : (
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => exportJobs.dismiss(job.id)} />
          )}
        </Group>
        <Text size="xs" c={job.state === 'failed' ? 'red' : 'dimmed'}>
          {text}
        </Text>
        {job.state === 'running' && (
          <Progress
            value={done !== null && rows > 0 ? (100 * done) / rows : 100}
            animated={done === null}
            striped={done === null}
            size="sm"
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A list's Export: Excel or CSV of the whole filtered set (the list's filters, every page). The
 * download runs beside the screen with its progress in a corner; the list stays usable.
 */
export function ExportMenu({
  path,
  filters,
  title,
  defaultOpened = false,
  also,
}: {
  path: ExportPath;
  filters: Record<string, unknown>;
  title: string;
  /** Open from the start (the button was pressed while this menu was on its way: export-button.tsx). */
  defaultOpened?: boolean;
  /** A second file of the same filtered set (the bills' lines, one row per line), offered below. */
  also?: { path: ExportPath; title: string };
}) {
  const { t, i18n } = useTranslation();
  const jobs = useSyncExternalStore(exportJobs.subscribe, exportJobs.current);
  const start = (format: ExportFormat, csvSeparator?: CsvSeparator, file = { path, title }) =>
    startExport(file.path, csvSeparator ? { ...filters, csvSeparator } : filters, format, file.title);
  // A spreadsheet splits a CSV file at its language's separator (Excel in Indonesian at `;`): the
  // reader's language's first, the other for a spreadsheet set otherwise.
  const separators: CsvSeparator[] = i18n.language === 'id' ? ['semicolon', 'comma'] : ['comma', 'semicolon'];
  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            {t('exports.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => start('xlsx')}>
            {t('exports.excel')}
          </Menu.Item>
          {separators.map((separator) => (
            <Menu.Item
              key={separator}
              leftSection={<IconFileTypeCsv size={16} />}
              onClick={() => start('csv', separator)}
            >
              {t(separator === 'comma' ? 'exports.csvComma' : 'exports.csvSemicolon')}
            </Menu.Item>
          ))}
          {also && (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconFileSpreadsheet size={16} />}
                onClick={() => start('xlsx', undefined, also)}
                data-testid="export-also-xlsx"
              >
                {t('exports.alsoExcel', { file: also.title })}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconFileTypeCsv size={16} />}
                onClick={() => start('csv', separators[0], also)}
                data-testid="export-also-csv"
              >
                {t(separators[0] === 'comma' ? 'exports.alsoCsvComma' : 'exports.alsoCsvSemicolon', {
                  file: also.title,
                })}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {jobs.length > 0 && (
        <Affix position={{ bottom: 16, right: 16 }}>
          <Stack gap="xs">
            {jobs.map((job) => (
              <JobLine key={job.id} job={job} />
            ))}
          </Stack>
        </Affix>
      )}
    </>
  );
}

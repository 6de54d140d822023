import type { BackupOverview } from '@kamar/contract';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageText } from '../../../components/feedback/message-text';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { formatBytes, formatDay } from '../../../lib/format';
import { useMay } from '../../../lib/use-role';
import { useCreateBackup } from '../api/create-backup';
import { downloadBackup } from '../api/download-backup';
import { useLatestBackup } from '../api/get-latest-backup';

const when = (at: string) => formatDay(at, 'DD MMM YYYY HH:mm');

function Schedule({ overview }: { overview: BackupOverview }) {
  const { t } = useTranslation();
  if (overview.dailyHour === null) return <Text size="sm">{t('backups.automaticOff')}</Text>;
  return (
    <Text size="sm">
      {t('backups.automatic', {
        time: `${String(overview.dailyHour).padStart(2, '0')}:00`,
        daily: overview.keepDaily,
        weekly: overview.keepWeekly,
      })}
    </Text>
  );
}

/** What went wrong since the newest good backup, in the reader's words: a failure, a daily backup put off. */
function Problems({ overview }: { overview: BackupOverview }) {
  const { t } = useTranslation();
  const { lastFailure, lastSkip } = overview;
  return (
    <>
      {lastFailure && (
        <Alert
          color="red"
          data-testid="backup-failure"
          title={t('backups.failedTitle', { when: when(lastFailure.at), kind: t(`backups.kind.${lastFailure.kind}`) })}
        >
          <Stack gap={4}>
            <Text size="sm">
              <MessageText message={lastFailure} />
            </Text>
            <Text size="xs" c="dimmed">
              {t('backups.failureDetail', { detail: lastFailure.detail })}
            </Text>
          </Stack>
        </Alert>
      )}
      {lastSkip && (
        <Alert color="yellow" data-testid="backup-skip" title={t('backups.skippedTitle', { when: when(lastSkip.at) })}>
          <Text size="sm">
            <MessageText message={lastSkip} />
          </Text>
        </Alert>
      )}
    </>
  );
}

/** Setting, administrators only: the newest backup (time, size), its download, and a backup now. */
export function BackupPanel() {
  const { t } = useTranslation();
  const isAdmin = useMay('backups.manage');
  const overview = useLatestBackup(isAdmin);
  const create = useCreateBackup();
  const run = useAction();
  const showError = useShowError();
  if (!isAdmin) return null;
  const data = overview.data;
  const latest = data?.latest ?? null;

  return (
    <Stack gap="xs">
      <Title order={2} size="h5" c="dimmed">
        {t('backups.title')}
      </Title>
      <Card withBorder padding="md" radius="md" data-testid="backup-panel">
        <Stack gap="sm">
          {overview.isError ? (
            <Text c="red">{t('backups.loadFailed')}</Text>
          ) : !data ? (
            <Text c="dimmed">{t('app.loading')}</Text>
          ) : (
            <>
              {latest ? (
                <Text data-testid="latest-backup">
                  {t('backups.latest', { when: when(latest.createdAt), size: formatBytes(latest.sizeBytes) })}
                  <Text span c="dimmed" size="sm">
                    {` (${t(`backups.kind.${latest.kind}`)})`}
                  </Text>
                </Text>
              ) : (
                <Text data-testid="latest-backup">{t('backups.none')}</Text>
              )}
              <Schedule overview={data} />
              <Problems overview={data} />
            </>
          )}
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={16} />}
              variant="light"
              disabled={!latest}
              onClick={() => latest && downloadBackup(latest.fileName).catch(showError)}
            >
              {t('backups.download')}
            </Button>
            <Button
              leftSection={<IconDatabaseExport size={16} />}
              variant="default"
              onClick={() =>
                run({
                  confirm: { text: t('backups.confirmNow') },
                  action: () => create.mutateAsync(),
                  successText: t('backups.created'),
                })
              }
            >
              {t('backups.backUpNow')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

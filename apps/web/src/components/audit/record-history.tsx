import type { AuditEntity } from '@kamar/contract';
import { Alert, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format';
import { AuditChanges } from './audit-changes';
import { useRecordHistory } from './use-record-history';

/** A record's History: every change to it, newest first, with who made it and what changed. */
export function RecordHistory({ entity, recordId }: { entity: AuditEntity; recordId: number }) {
  const { t } = useTranslation();
  const history = useRecordHistory(entity, recordId);
  // An update that changed only what the trail keeps but does not show (what a payment has spent
  // on bills, worked out by the server) has nothing to tell the reader here.
  const entries = (history.data?.listData ?? []).filter(
    (entry) => entry.action !== 'update' || entry.changeTexts.length > 0,
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('audit.history')}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            {t('audit.history')}
          </Title>
          {history.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
        </Group>
        {history.isError && <Alert color="red">{t('audit.historyLoadFailed')}</Alert>}
        {history.isSuccess && entries.length === 0 && <Text c="dimmed">{t('audit.historyEmpty')}</Text>}
        {entries.length > 0 && (
          <Timeline bulletSize={12} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.auditId}
                title={
                  <Text size="sm" fw={500}>
                    {t(`enums.auditAction.${entry.action}`)} · {formatDay(entry.auditDate, 'DD MMM YYYY HH:mm')} ·{' '}
                    {t('audit.by', { username: entry.username })}
                  </Text>
                }
                data-testid="history-entry"
              >
                <AuditChanges entry={entry} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}

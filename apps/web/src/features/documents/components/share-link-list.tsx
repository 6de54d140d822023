import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { formatDate } from '../../../lib/format';
import { useRevokeShareLink, useShareLinks } from '../api/share-links';

/** The links made for one document (administrators): who made each, until when it works, and End link. */
export function ShareLinkList({ documentKind, documentId }: { documentKind: number; documentId: number }) {
  const { t } = useTranslation();
  const links = useShareLinks(documentKind, documentId, true);
  const revoke = useRevokeShareLink();
  const run = useAction();
  const rows = links.data?.listData ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="share-links">
      <Title order={3} size="h5" mb="xs">
        {t('documents.links')}
      </Title>
      <Stack gap="xs">
        {rows.map((link) => (
          <Group key={link.shareLinkId} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{t('documents.madeBy', { user: link.createBy, date: formatDate(link.createDate) })}</Text>
              <Text size="xs" c="dimmed">
                {link.revokedAt ? t('documents.revoked') : t('documents.expires', { date: formatDate(link.expiresAt) })}
              </Text>
            </Stack>
            {!link.revokedAt && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => run({ action: () => revoke.mutateAsync(link.shareLinkId) })}
              >
                {t('documents.revoke')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

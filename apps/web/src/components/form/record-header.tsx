import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

interface RecordHeaderProps {
  status: ReactNode;
  createDate: string;
  updateDate: string;
  updateBy: string;
}

/** Status, Created Date, Last Updated and Updated By of a record (spec /setting/user/form). */
export function RecordHeader({ status, createDate, updateDate, updateBy }: RecordHeaderProps) {
  const { t } = useTranslation();
  const item = (label: string, value: ReactNode) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
    </Group>
  );
  return (
    <Group gap="lg" wrap="wrap" data-testid="record-header">
      {item(t('fields.status'), status)}
      {item(t('common.createdDate'), formatDate(createDate))}
      {item(t('common.lastUpdated'), formatDate(updateDate))}
      {item(t('common.updatedBy'), updateBy)}
    </Group>
  );
}

import { Button } from '@mantine/core';
import { IconDeviceFloppy, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../status-badge';
import { RecordHeader } from './record-header';
import type { FormMode } from './use-form-mode';

interface AuditedRecord {
  status: 1 | 2;
  createDate: string;
  updateDate: string;
  updateBy: string;
}

/** The header line of a record with Active / Deleted status (hidden when adding). */
export function RecordStatusHeader({ record }: { record: AuditedRecord }) {
  const { t } = useTranslation();
  return (
    <RecordHeader
      status={<StatusBadge status={record.status} label={t(`enums.recordStatus.${record.status}`)} />}
      createDate={record.createDate}
      updateDate={record.updateDate}
      updateBy={record.updateBy}
    />
  );
}

/** Delete / Undelete (edit mode only) and Save (unless viewing), beside Back. */
export function RecordFormActions({
  mode,
  record,
  onToggle,
}: {
  mode: FormMode;
  record: { status: 1 | 2 } | undefined;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const active = record?.status === 1;
  return (
    <>
      {mode.isEdit && record && (
        <Button
          variant="light"
          color={active ? 'red' : 'teal'}
          leftSection={active ? <IconTrash size={16} /> : <IconRestore size={16} />}
          onClick={onToggle}
        >
          {t(active ? 'common.delete' : 'common.undelete')}
        </Button>
      )}
      {mode.editable && (
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
          {t('common.save')}
        </Button>
      )}
    </>
  );
}

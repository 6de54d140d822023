import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordHistory } from '../audit/record-history';
import { Loading } from '../feedback/loading';
import { StatusBadge } from '../status-badge';
import { RecordHeader } from './record-header';
import type { RecordForm } from './use-record-form';

interface AuditedRecord {
  status: number;
  createDate: string;
  updateDate: string;
  updateBy: string;
}

interface ToggleLabels {
  deactivate: string;
  activate: string;
  deactivateIcon?: ReactNode;
  activateIcon?: ReactNode;
}

/** What the page needs of the form kit (any form's values). */
type FormPageKit = Pick<
  RecordForm<object, AuditedRecord>,
  'mode' | 'record' | 'loading' | 'readOnly' | 'mayEdit' | 'submit' | 'toggle' | 'history'
>;

interface FormPageProps {
  title: string;
  kit: FormPageKit;
  /** The record status's words (Active / Deleted unless said). */
  statusLabel?(status: number): string;
  /** The status toggle's words (Delete / Undelete unless said). */
  toggleLabels?: ToggleLabels;
  /** Spec /tenant/form: Delete is offered in View too while the record is Active. */
  toggleInView?: boolean;
  /** More of the header line, before the status (a booking's own state). */
  header?: ReactNode;
  /** More buttons beside Back (a booking's state changes). */
  actions?: ReactNode;
  /** Something else the form waits for (its choices). */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A record's form screen: title, the header line (status and audit fields, hidden when adding),
 * the fields, then Back, Edit (View mode, for those who may edit), the status toggle and Save.
 * In View, or for a record that can no longer change, the fields show as text (the kit's fields).
 * Administrators see the record's History (the audit trail) under it.
 */
export function FormPage({ title, kit, statusLabel, toggleLabels, toggleInView, ...props }: FormPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  if (kit.loading || props.loading) return <Loading />;
  const { mode, record } = kit;
  const active = record?.status === 1;
  const showToggle =
    kit.toggle !== undefined && kit.mayEdit && !mode.isAdd && (mode.isEdit || (toggleInView === true && active));
  const edit = () => {
    const next = new URLSearchParams(query);
    next.set('formType', 'Edit');
    navigate({ search: next.toString() });
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {record && !mode.isAdd && (
        <Group gap="lg" wrap="wrap">
          {props.header}
          <RecordHeader
            status={
              <StatusBadge
                status={record.status}
                label={statusLabel?.(record.status) ?? t(`enums.recordStatus.${record.status === 1 ? 1 : 2}`)}
              />
            }
            createDate={record.createDate}
            updateDate={record.updateDate}
            updateBy={record.updateBy}
          />
        </Group>
      )}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={kit.submit} noValidate aria-label={title}>
          <Stack gap="sm">
            {props.children}
            <Group justify="flex-end" gap="sm" mt="md" data-testid="form-actions">
              {/* Spec: Back goes one step back in history. */}
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
                {t('common.back')}
              </Button>
              {mode.isView && kit.mayEdit && record && (
                <Button variant="light" leftSection={<IconPencil size={16} />} onClick={edit}>
                  {t('common.edit')}
                </Button>
              )}
              {props.actions}
              {showToggle && (
                <Button
                  variant="light"
                  color={active ? 'red' : 'teal'}
                  leftSection={
                    active
                      ? (toggleLabels?.deactivateIcon ?? <IconTrash size={16} />)
                      : (toggleLabels?.activateIcon ?? <IconRestore size={16} />)
                  }
                  onClick={kit.toggle}
                >
                  {active
                    ? (toggleLabels?.deactivate ?? t('common.delete'))
                    : (toggleLabels?.activate ?? t('common.undelete'))}
                </Button>
              )}
              {!kit.readOnly && (
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
                  {t('common.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      {kit.history && <RecordHistory entity={kit.history.entity} recordId={kit.history.recordId} />}
    </Stack>
  );
}

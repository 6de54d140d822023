import { CHECKLIST_ITEM_NAME_MAX, CHECKLIST_ITEMS_MAX } from '@kamar/contract';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { inspectionsEn } from '../../../lib/i18n/inspections.en';
import { inspectionsId } from '../../../lib/i18n/inspections.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';
import { useMay } from '../../../lib/use-role';
import { useChecklist } from '../api/get-checklist';
import { useUpdateChecklist } from '../api/update-checklist';

// The checklist's words are the inspection screens' (lib/i18n/inspections.*), loaded with this panel.
addScreenWords('inspections', { en: inspectionsEn, id: inspectionsId });

/**
 * The room type's inspection checklist: the items checked at each check-in and check-out of its
 * rooms, in order; added, removed, moved up and saved by those who set up rooms, read by the rest.
 */
export function ChecklistPanel({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useTranslation();
  const checklist = useChecklist(roomTypeId);
  const save = useUpdateChecklist();
  const run = useAction();
  const mayChange = useMay('rooms.manage');
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    if (checklist.data) setItems(checklist.data.items);
  }, [checklist.data]);
  if (!checklist.data) return null;
  const set = (i: number, name: string) => setItems(items.map((x, j) => (j === i ? name : x)));
  const moveUp = (i: number) =>
    setItems(items.map((x, j) => (j === i - 1 ? (items[i] ?? x) : j === i ? (items[i - 1] ?? x) : x)));
  return (
    <Paper withBorder p="md" mt="md" data-testid="checklist-panel">
      <Stack gap="sm">
        <Title order={4}>{t('inspections.checklistTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('inspections.checklistHelp')}
        </Text>
        {checklist.data.isDefault && <Alert color="blue">{t('inspections.checklistDefault')}</Alert>}
        {items.map((name, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('inspections.checklistItem', { n: i + 1 })}
              value={name}
              maxLength={CHECKLIST_ITEM_NAME_MAX}
              readOnly={!mayChange}
              onChange={(e) => set(i, e.currentTarget.value)}
            />
            {mayChange && (
              <>
                <ActionIcon
                  variant="subtle"
                  disabled={i === 0}
                  aria-label={t('inspections.moveUp', { item: name })}
                  onClick={() => moveUp(i)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('inspections.removeItem', { item: name })}
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </>
            )}
          </Group>
        ))}
        {mayChange && (
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={items.length >= CHECKLIST_ITEMS_MAX}
              onClick={() => setItems([...items, ''])}
            >
              {t('inspections.addItem')}
            </Button>
            <Button
              loading={save.isPending}
              onClick={() =>
                void run({
                  action: () =>
                    save.mutateAsync({
                      roomTypeId,
                      items: items.filter((x) => x.trim() !== ''),
                      rowVersion: checklist.data?.rowVersion ?? '',
                    }),
                  successText: t('inspections.checklistSaved'),
                })
              }
            >
              {t('inspections.saveChecklist')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

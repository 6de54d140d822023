import { type InspectionItem, InspectionKind, ItemCondition } from '@kamar/contract';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { ItemPhotos } from './item-photos';
import { TakePhotoButton } from './take-photo-button';

const CONDITIONS = [ItemCondition.Good, ItemCondition.Damaged, ItemCondition.Missing] as const;
const colorOf = (condition: number | null) =>
  condition === ItemCondition.Good ? 'green' : condition === ItemCondition.Damaged ? 'orange' : 'red';
export const isDamagedOrMissing = (condition: number | null) =>
  condition === ItemCondition.Damaged || condition === ItemCondition.Missing;

export interface ItemCardProps {
  item: InspectionItem;
  kind: InspectionKind;
  open: boolean;
  /** The deposit still holds money and the caller may deduct from it. */
  mayDeduct: boolean;
  onCondition(condition: ItemCondition): void;
  onNote(note: string): void;
  onRemovePhoto(photoId: number): void;
  onDeduct(): void;
}

/**
 * One checklist item on a phone: its condition as three large buttons, a note, photos from the
 * camera; at check-out its check-in state beside it, a damaged or missing one marked, and the
 * deduction from the deposit made for it (or the button that makes one).
 */
export function InspectionItemCard({ item, kind, open, mayDeduct, ...on }: ItemCardProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(item.note);
  useEffect(() => setNote(item.note), [item.note]);
  const bad = isDamagedOrMissing(item.condition);
  const checkOut = kind === InspectionKind.CheckOut;
  const marked = checkOut ? item.changed : bad;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="inspection-item"
      data-item={item.itemName}
      data-changed={item.changed ? 'true' : undefined}
      style={marked ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{item.itemName}</Text>
          {item.condition === null ? (
            <Badge variant="outline" color="gray">
              {t('inspections.notChecked')}
            </Badge>
          ) : (
            <Badge color={colorOf(item.condition)}>{t(`enums.itemCondition.${item.condition}`)}</Badge>
          )}
        </Group>
        {checkOut && (
          <Paper bg="var(--mantine-color-gray-0)" p="xs" radius="sm" data-testid="check-in-state">
            <Text size="sm" fw={600}>
              {t('inspections.atCheckIn')}:{' '}
              {item.checkIn
                ? item.checkIn.condition === null
                  ? t('inspections.notChecked')
                  : t(`enums.itemCondition.${item.checkIn.condition}`)
                : t('inspections.noCheckIn')}
            </Text>
            {item.checkIn?.note && <Text size="sm">{item.checkIn.note}</Text>}
            {item.checkIn && <ItemPhotos photos={item.checkIn.photos} item={item.itemName} />}
          </Paper>
        )}
        <SegmentedControl
          fullWidth
          size="md"
          disabled={!open}
          aria-label={t('inspections.condition', { item: item.itemName })}
          color={colorOf(item.condition)}
          value={item.condition === null ? '' : String(item.condition)}
          onChange={(value) => on.onCondition(Number(value) as ItemCondition)}
          data={CONDITIONS.map((c) => ({ value: String(c), label: t(`enums.itemCondition.${c}`) }))}
        />
        {open ? (
          <Textarea
            label={t('fields.note')}
            placeholder={t('inspections.notePlaceholder')}
            autosize
            minRows={1}
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            onBlur={() => note !== item.note && on.onNote(note)}
          />
        ) : (
          item.note && <Text size="sm">{item.note}</Text>
        )}
        <ItemPhotos photos={item.photos} item={item.itemName} {...(open ? { onRemove: on.onRemovePhoto } : {})} />
        {open && <TakePhotoButton inspectionItemId={item.inspectionItemId} item={item.itemName} />}
        {item.deduction ? (
          <Text size="sm" fw={600} c="red" data-testid="item-deduction">
            {t('inspections.deducted', { amount: formatMoney(item.deduction.amount) })}
          </Text>
        ) : (
          checkOut &&
          bad &&
          mayDeduct && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconReceiptRefund size={18} aria-hidden />}
              onClick={on.onDeduct}
            >
              {t('inspections.deduct')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}

import { DEDUCTION_NOTE_MAX, DeductionKind, enumValues } from '@kamar/contract';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/form/money-input';
import { formatDate, formatMoney } from '../../../lib/format';
import { useOpenBills } from '../api/get-open-bills';

export interface DeductionValues {
  kind: string;
  amount: number | '';
  billId: string;
  note: string;
}

export const emptyDeduction = (): DeductionValues => ({
  kind: String(DeductionKind.Damage),
  amount: '',
  billId: '',
  note: '',
});

/**
 * What the return keeps back: unpaid bills of the stay (paid from the deposit), damage, cleaning,
 * or something else with a note. Choosing a bill fills in what is left to pay on it.
 */
export function DeductionRows(props: {
  bookingId: number;
  rows: DeductionValues[];
  readOnly: boolean;
  onChange(index: number, change: Partial<DeductionValues>): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  const bills = useOpenBills(props.readOnly ? null : props.bookingId);
  const billOptions = (bills.data ?? []).map((b) => ({
    value: String(b.billId),
    label: `${formatDate(b.periodStart)} · ${formatMoney(b.outstanding)}`,
  }));
  if (props.readOnly && props.rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="deductions">
      <Group justify="space-between">
        <Title order={5}>{t('fields.deductions')}</Title>
        {!props.readOnly && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={props.onAdd}>
            {t('deposits.addDeduction')}
          </Button>
        )}
      </Group>
      {props.rows.map((row, i) => (
        <Paper key={i} withBorder p="xs">
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
            <Select
              label={t('fields.deductionKind')}
              data={enumValues(DeductionKind).map((k) => ({ value: String(k), label: t(`enums.deductionKind.${k}`) }))}
              value={row.kind}
              allowDeselect={false}
              readOnly={props.readOnly}
              onChange={(v) => props.onChange(i, { kind: v ?? String(DeductionKind.Damage), billId: '' })}
            />
            {row.kind === String(DeductionKind.UnpaidBill) && (
              <Select
                label={t('deposits.deductionBill')}
                data={billOptions}
                value={row.billId || null}
                readOnly={props.readOnly}
                nothingFoundMessage={t('common.noOptions')}
                onChange={(v) => {
                  const bill = bills.data?.find((b) => String(b.billId) === v);
                  props.onChange(i, { billId: v ?? '', ...(bill ? { amount: bill.outstanding } : {}) });
                }}
              />
            )}
            <MoneyInput
              label={t('fields.deductionAmount')}
              value={row.amount}
              readOnly={props.readOnly}
              onChange={(amount) => props.onChange(i, { amount })}
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('deposits.deductionNote')}
                value={row.note}
                maxLength={DEDUCTION_NOTE_MAX}
                readOnly={props.readOnly}
                onChange={(e) => props.onChange(i, { note: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              {!props.readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('deposits.removeDeduction')}
                  onClick={() => props.onRemove(i)}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      {props.rows.length > 0 && (
        <Text size="sm" ta="right">
          {t('deposits.totalDeductions')}:{' '}
          {formatMoney(props.rows.reduce((s, r) => s + (r.amount === '' ? 0 : r.amount), 0))}
        </Text>
      )}
    </Stack>
  );
}

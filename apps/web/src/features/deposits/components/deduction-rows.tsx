import { DEDUCTION_NOTE_MAX, DeductionKind, enumValues } from '@kamar/contract';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
 * or something else with a note. Choosing a bill fills in what is left to pay on it, at most
 * what the other rows leave of the deposit.
 */
export function DeductionRows(props: {
  bookingId: number;
  /** The deposit held: what all the rows together may keep back. */
  depositAmount: number;
  rows: DeductionValues[];
  readOnly: boolean;
  /** The form's errors, by path (`deductions` for the total, `deductions.0.billId` for a row's field). */
  errors: Record<string, ReactNode>;
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
  const errorOf = (i: number, field: keyof DeductionValues) => props.errors[`deductions.${i}.${field}`];
  const leftOfDeposit = (i: number) =>
    props.depositAmount - props.rows.reduce((s, r, j) => s + (j === i || r.amount === '' ? 0 : r.amount), 0);
  return (
    <Stack gap="xs" data-testid="deductions" data-field>
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
              error={errorOf(i, 'kind')}
              onChange={(v) => props.onChange(i, { kind: v ?? String(DeductionKind.Damage), billId: '' })}
            />
            {row.kind === String(DeductionKind.UnpaidBill) && (
              <Select
                label={t('deposits.deductionBill')}
                data={billOptions}
                value={row.billId || null}
                readOnly={props.readOnly}
                nothingFoundMessage={t('common.noOptions')}
                withAsterisk
                error={errorOf(i, 'billId')}
                onChange={(v) => {
                  const bill = bills.data?.find((b) => String(b.billId) === v);
                  const left = Math.min(bill?.outstanding ?? 0, leftOfDeposit(i));
                  props.onChange(i, { billId: v ?? '', ...(bill ? { amount: left > 0 ? left : '' } : {}) });
                }}
              />
            )}
            <MoneyInput
              label={t('fields.deductionAmount')}
              value={row.amount}
              readOnly={props.readOnly}
              error={errorOf(i, 'amount')}
              onChange={(amount) => props.onChange(i, { amount })}
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('deposits.deductionNote')}
                value={row.note}
                maxLength={DEDUCTION_NOTE_MAX}
                readOnly={props.readOnly}
                error={errorOf(i, 'note')}
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
      {props.errors.deductions && (
        <Text size="sm" c="red.8" ta="right" role="alert" data-field-error>
          {props.errors.deductions}
        </Text>
      )}
    </Stack>
  );
}

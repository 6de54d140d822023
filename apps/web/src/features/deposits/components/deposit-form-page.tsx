import {
  DeductionKind,
  DepositStatus,
  dayOfApiDate,
  isEmptyApiDate,
  type Payment,
  PaymentType,
  RecordStatus,
  type Refusal,
  refusal,
  ZDepositReturnRequest,
} from '@kamar/contract';
import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { MessageText } from '../../../components/feedback/message-text';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { ReadValue } from '../../../components/form/read-value';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { formatMoney } from '../../../lib/format';
import { inspectionsEn } from '../../../lib/i18n/inspections.en';
import { inspectionsId } from '../../../lib/i18n/inspections.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';
import { depositQueryOptions } from '../api/get-deposit';
import { useDepositReturn } from '../api/get-deposit-return';
import { useOpenBills } from '../api/get-open-bills';
import { useSettleDeposit } from '../api/settle-deposit';
import { DeductionRows, type DeductionValues, emptyDeduction } from './deduction-rows';
import { settleWords } from './deposit-settle-words';
import { DepositStatusBadge } from './deposit-status-badge';

// The deductions an inspection made before the return are named in the inspection screens' words.
addScreenWords('inspections', { en: inspectionsEn, id: inspectionsId });

const onHold = (p: Payment) =>
  p.paymentType === PaymentType.Deposit && p.depositStatus === DepositStatus.OnHold && p.status === RecordStatus.Active;

/** Full: all of it back; Split: part of it (typed); Owned: the house keeps it. */
type Outcome = '' | 'full' | 'split' | 'owned';

const valuesOf = (p: Payment) => ({
  returnDate:
    onHold(p) || p.returnDate === null || isEmptyApiDate(p.returnDate) ? businessToday() : dayOfApiDate(p.returnDate),
  outcome: '' as Outcome,
  amount: (onHold(p) ? '' : (p.returnedAmount ?? '')) as number | '',
  depositAmount: p.amount,
  deductions: [] as DeductionValues[],
});
type Values = ReturnType<typeof valuesOf>;

const deducted = (rows: DeductionValues[]) => rows.reduce((sum, d) => sum + (d.amount === '' ? 0 : d.amount), 0);

/**
 * The schema's checks of each row, said even while another field of the row is still empty (zod
 * leaves its row checks out until the row's fields parse): a bill deduction names its bill, an
 * "other" one its reason.
 */
function rowsMissingWhatTheyName(rows: DeductionValues[]) {
  const out: Record<string, Refusal> = {};
  rows.forEach((row, i) => {
    if (row.kind === String(DeductionKind.UnpaidBill) && !row.billId)
      out[`deductions.${i}.billId`] = refusal('deposit.deductionBillRequired');
    if (row.kind === String(DeductionKind.Other) && !row.note.trim())
      out[`deductions.${i}.note`] = refusal('deposit.deductionNoteRequired');
  });
  return out;
}

/** A bill deduction may keep back at most what is left to pay on its bill (all its rows together). */
function billDeductionsTooHigh(
  rows: DeductionValues[],
  bills: { billId: number; periodStart: string; outstanding: number }[],
) {
  const out: Record<string, Refusal> = {};
  for (const bill of bills) {
    const onBill = rows.flatMap((r, i) => (r.billId === String(bill.billId) ? [i] : []));
    const amount = onBill.reduce((sum, i) => sum + Number(rows[i]?.amount || 0), 0);
    const last = onBill.at(-1);
    if (last !== undefined && amount > bill.outstanding) {
      out[`deductions.${last}.amount`] = refusal('deposit.deductionBillTooHigh', {
        period: dayOfApiDate(bill.periodStart),
        max: bill.outstanding,
      });
    }
  }
  return out;
}

/**
 * With deductions the deposit goes back less them (those recorded before, from an inspection, and
 * those added here): a return of the rest, whatever was picked.
 */
const toRequest = (v: Values, mode: { id: number | null }, recorded: number) => {
  const deductions = v.deductions.map((d) => ({
    kind: Number(d.kind),
    amount: d.amount === '' ? undefined : d.amount,
    billId: d.billId ? Number(d.billId) : null,
    note: d.note,
  }));
  if (deductions.length > 0 || recorded > 0) {
    const amount = Math.max(0, v.depositAmount - recorded - deducted(v.deductions));
    return {
      paymentId: mode.id ?? 0,
      returnDate: v.returnDate,
      depositStatus: DepositStatus.Returned,
      amount,
      deductions,
    };
  }
  const settled =
    v.outcome === 'full'
      ? { depositStatus: DepositStatus.Returned, amount: v.depositAmount }
      : v.outcome === 'owned'
        ? { depositStatus: DepositStatus.Owned, amount: 0 }
        : { depositStatus: DepositStatus.Returned, amount: v.amount === '' ? undefined : v.amount };
  return { paymentId: mode.id ?? 0, returnDate: v.returnDate, ...settled };
};

/**
 * Deposit Return Detail (spec /deposit/form): settles an On Hold deposit, Full, Split or Owned,
 * chosen here on purpose rather than one tap away in the list: it cannot be undone. The deposit's
 * real amount is read from the server (DESIGN.md section 5), not a constant.
 */
export function DepositFormPage() {
  const { t } = useTranslation();
  const settle = useSettleDeposit();
  const [bookingId, setBookingId] = useState<number | null>(null);
  const [heldId, setHeldId] = useState<number | null>(null);
  const openBills = useOpenBills(bookingId);
  // Deductions recorded before the return (an inspection's damaged item): the return takes them in.
  const recordedReturn = useDepositReturn(heldId);
  const recordedRows =
    recordedReturn.data?.depositStatus === DepositStatus.OnHold ? recordedReturn.data.deductions : [];
  const recorded = recordedRows.reduce((sum, d) => sum + d.amount, 0);
  const recordedNow = useRef(recorded);
  recordedNow.current = recorded;
  const kit = useRecordForm({
    screen: screens.depositForm,
    backTo: () => screens.deposits.to(),
    record: depositQueryOptions,
    initialValues: {
      returnDate: businessToday(),
      outcome: '' as Outcome,
      amount: '' as number | '',
      depositAmount: 0,
      deductions: [] as DeductionValues[],
    },
    valuesOf,
    toRequest: (v, mode) => toRequest(v, mode, recordedNow.current),
    schema: ZDepositReturnRequest,
    // The server's own checks of the deductions, here too: refused before "cannot be undone" is asked.
    rules: (v) => ({
      outcome:
        v.outcome === '' && v.deductions.length === 0 && recordedNow.current === 0
          ? t('deposits.chooseOutcome')
          : undefined,
      deductions:
        recordedNow.current + deducted(v.deductions) > v.depositAmount
          ? refusal('deposit.deductionsTooHigh', { max: v.depositAmount })
          : undefined,
      ...rowsMissingWhatTheyName(v.deductions),
      ...billDeductionsTooHigh(v.deductions, openBills.data ?? []),
      amount:
        v.outcome === 'split' && v.amount !== '' && v.amount > v.depositAmount
          ? refusal('deposit.returnAmountTooHigh', { max: v.depositAmount })
          : undefined,
    }),
    confirmSave: (_, deposit) => (deposit ? () => settleWords(deposit.bookingId) : true),
    save: (input) => settle.mutateAsync(input),
    changeable: onHold,
  });
  const { record, form } = kit;
  useEffect(() => {
    if (record && onHold(record)) {
      setBookingId(record.bookingId);
      setHeldId(record.paymentId);
    }
  }, [record]);
  useOwedDeducted(form, record);

  if (record?.paymentType !== PaymentType.Deposit) {
    return (
      <FormPage title={t('deposits.formTitle')} kit={{ ...kit, readOnly: true }}>
        <Alert color="red">
          <MessageText message={refusal('deposit.notFound')} />
        </Alert>
      </FormPage>
    );
  }
  const outcome = form.values.outcome;
  const rows = form.values.deductions;
  const keptBack = recorded + deducted(rows);
  return (
    <FormPage title={t('deposits.formTitle')} kit={kit}>
      {!onHold(record) && (
        <Alert color="yellow" title={<DepositStatusBadge status={record.depositStatus ?? 0} />}>
          {t('deposits.alreadySettled')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReadValue label={t('fields.tenant')} value={`${record.tenantName} - ${record.roomNumber}`} />
        <ReadValue label={t('fields.depositAmount')} value={formatMoney(record.amount)} />
      </SimpleGrid>
      {kit.readOnly ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t('fields.returnDate')} {...kit.field('returnDate')} />
          <MoneyField label={t('fields.returnedAmount')} {...kit.field('amount')} />
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {recorded === 0 && (
            <Radio.Group
              label={t('deposits.outcome')}
              withAsterisk
              value={outcome}
              onChange={(value) => form.setFieldValue('outcome', value as Outcome)}
              error={form.errors.outcome}
            >
              <Stack gap="xs" mt={4}>
                <Radio value="full" label={t('deposits.outcomeFull', { amount: formatMoney(record.amount) })} />
                <Radio value="split" label={t('deposits.outcomeSplit')} />
                <Radio value="owned" label={t('deposits.outcomeOwned')} />
              </Stack>
            </Radio.Group>
          )}
          {recordedRows.length > 0 && (
            <Stack gap={4} data-testid="recorded-deductions">
              <Text fw={600} size="sm">
                {t('inspections.recordedDeductions')}
              </Text>
              {recordedRows.map((d) => (
                <Group key={d.deductionId} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t(`enums.deductionKind.${d.kind}`)}: {d.note}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(d.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('fields.returnDate')}
              required
              clearResetsTo={businessToday()}
              {...kit.field('returnDate')}
            />
            {rows.length > 0 || recorded > 0 ? (
              <ReadValue
                label={t('fields.returnedAmount')}
                value={formatMoney(Math.max(0, record.amount - keptBack))}
              />
            ) : (
              outcome === 'split' && <MoneyField label={t('fields.returnedAmount')} required {...kit.field('amount')} />
            )}
          </SimpleGrid>
        </Stack>
      )}
      {outcome !== 'owned' && (
        <DeductionRows
          bookingId={record.bookingId}
          depositAmount={record.amount}
          errors={form.errors}
          rows={rows}
          readOnly={kit.readOnly}
          onAdd={() => form.insertListItem('deductions', emptyDeduction())}
          onRemove={(i) => form.removeListItem('deductions', i)}
          onChange={(i, change) => form.setFieldValue(`deductions.${i}`, { ...rows[i], ...change } as DeductionValues)}
        />
      )}
    </FormPage>
  );
}

/**
 * Asked from check-out (`deductOwed=1`): the stay's owed bills, oldest first, start as deductions,
 * as much of each as the deposit still covers; the person sees them and saves (or changes them).
 */
function useOwedDeducted(form: UseFormReturnType<Values>, record: Payment | undefined) {
  const [query] = useSearchParams();
  const wanted = query.get('deductOwed') === '1' && record !== undefined && onHold(record);
  const bills = useOpenBills(wanted ? (record?.bookingId ?? null) : null);
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || !record || !bills.data || !form.initialized || done.current) return;
    done.current = true;
    let left = record.amount;
    const rows: DeductionValues[] = [];
    for (const bill of bills.data) {
      const amount = Math.min(bill.outstanding, left);
      if (amount <= 0) break;
      rows.push({ kind: String(DeductionKind.UnpaidBill), amount, billId: String(bill.billId), note: '' });
      left -= amount;
    }
    if (rows.length > 0) form.setFieldValue('deductions', rows);
  }, [wanted, record, bills.data, form.initialized]);
}

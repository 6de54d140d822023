import { type Expense, ExpenseCategory, REMARK_MAX, refusal, ZExpenseCreateRequest } from '@kamar/contract';
import { Alert, Button, SimpleGrid } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { useAction } from '../../../components/feedback/use-action';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { PropertyField } from '../../../components/form/property-field';
import { TextAreaField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatDate } from '../../../lib/format';
import { isFarAhead } from '../../../lib/typed-date';
import { useCreateExpense } from '../api/create-expense';
import { expenseQueryOptions } from '../api/get-expense';
import { useExpenseCategoryOptions } from '../api/get-expense-category-options';
import { useStopRepeating } from '../api/stop-repeating';
import { useUpdateExpense } from '../api/update-expense';
import { EmployeeSelect } from './employee-select';

const emptyExpense = () => ({
  expenseDate: businessToday(),
  expenseCategory: String(ExpenseCategory.Household),
  employeeId: '',
  amount: '' as number | '',
  remark: '',
  repeatMonthly: false,
  propertyId: '',
});
type ExpenseValues = ReturnType<typeof emptyExpense>;

const valuesOf = (e: Expense): ExpenseValues => ({
  expenseDate: e.expenseDate.slice(0, 10),
  expenseCategory: String(e.expenseCategory),
  employeeId: e.employeeId === null ? '' : String(e.employeeId),
  amount: e.amount,
  remark: e.remark,
  repeatMonthly: e.repeating,
  propertyId: e.propertyId === null ? '' : String(e.propertyId),
});

const toRequest = (v: ExpenseValues) => ({
  expenseDate: v.expenseDate,
  expenseCategory: Number(v.expenseCategory),
  // Only a Human Resource expense names an employee.
  employeeId: v.employeeId && v.expenseCategory === String(ExpenseCategory.HumanResource) ? Number(v.employeeId) : null,
  amount: v.amount === '' ? undefined : v.amount,
  remark: v.remark,
  // Asked when adding only: an entry's repetition is stopped, not edited.
  ...(v.repeatMonthly ? { repeatMonthly: true } : {}),
  // None: the business's as a whole.
  propertyId: v.propertyId ? Number(v.propertyId) : null,
});
const amountRule = (v: ExpenseValues) => ({
  amount: v.amount === '' ? refusal('field.required', { field: 'amount' }) : undefined,
});

export function ExpenseFormPage() {
  const { t } = useTranslation();
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const { propertyId } = useCurrentProperty();
  const kit = useRecordForm({
    screen: screens.expenseForm,
    backTo: () => screens.expenses.to(),
    record: expenseQueryOptions,
    initialValues: { ...emptyExpense(), propertyId: propertyId ? String(propertyId) : '' },
    valuesOf,
    toRequest,
    schema: ZExpenseCreateRequest,
    rules: amountRule,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, expenseId: id })),
    // A date more than a year ahead is most often a slip of the year (2062 for 2026): asked first.
    confirmSave: (v) =>
      isFarAhead(v.expenseDate, businessToday())
        ? { text: t('expenses.farAhead', { date: formatDate(v.expenseDate) }), warning: true }
        : undefined,
  });
  const { field } = kit;
  const humanResource = kit.form.values.expenseCategory === String(ExpenseCategory.HumanResource);
  const categories = useExpenseCategoryOptions(!kit.readOnly);
  const stop = useStopRepeating();
  const run = useAction();
  const record = kit.record;
  // The active categories, and the expense's own even when it has been deleted since.
  const options = (categories.data?.listData ?? []).map((c) => ({
    value: c.expenseCategoryId,
    label: c.expenseCategoryName,
  }));
  if (record && !options.some((o) => o.value === record.expenseCategory)) {
    options.unshift({ value: record.expenseCategory, label: record.expenseCategoryName });
  }
  const repetition = record?.recurringExpenseId ? record.recurringExpenseId : null;

  return (
    <FormPage title={t('expenses.formTitle')} kit={kit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PropertyField none={t('expenses.wholeBusiness')} {...field('propertyId')} />
        <DateField label={t('fields.expenseDate')} required clearResetsTo={businessToday()} {...field('expenseDate')} />
        <ChoiceField label={t('expenses.category')} required options={options} {...field('expenseCategory')} />
        {humanResource && <EmployeeSelect current={kit.record} {...field('employeeId')} />}
        <MoneyField label={t('fields.amount')} required {...field('amount')} />
      </SimpleGrid>
      {/* Spec section 5: the expense remark is upper-cased as typed. */}
      <TextAreaField label={t('fields.remark')} maxLength={REMARK_MAX} transform="upper" {...field('remark')} />
      {kit.mode.isAdd && <CheckboxField label={t('expenses.repeatMonthly')} {...field('repeatMonthly')} />}
      {kit.mode.isAdd && kit.form.values.repeatMonthly && (
        <Alert variant="light" icon={<IconRepeat size={16} />}>
          {t('expenses.repeatMonthlyHelp', { day: Number(kit.form.values.expenseDate.slice(8, 10)) || 1 })}
        </Alert>
      )}
      {repetition !== null && (
        <Alert variant="light" icon={<IconRepeat size={16} />} data-testid="monthly-expense">
          {record?.repeating ? t('expenses.repeating') : t('expenses.repeatStopped')}
          {record?.repeating && !kit.mode.isView && (
            <Button
              mt="xs"
              size="xs"
              variant="default"
              display="block"
              onClick={() =>
                void run({
                  confirm: { text: t('expenses.stopRepeatingConfirm') },
                  action: () => stop.mutateAsync({ recurringExpenseId: repetition }),
                })
              }
            >
              {t('expenses.stopRepeating')}
            </Button>
          )}
        </Alert>
      )}
    </FormPage>
  );
}

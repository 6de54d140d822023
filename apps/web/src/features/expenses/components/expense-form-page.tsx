import { type Expense, ExpenseCategory, enumValues, REMARK_MAX, refusal, ZExpenseCreateRequest } from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { PropertyField } from '../../../components/form/property-field';
import { TextAreaField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { useCreateExpense } from '../api/create-expense';
import { expenseQueryOptions } from '../api/get-expense';
import { useUpdateExpense } from '../api/update-expense';
import { EmployeeSelect } from './employee-select';

const emptyExpense = () => ({
  expenseDate: businessToday(),
  expenseCategory: String(ExpenseCategory.Household),
  employeeId: '',
  amount: '' as number | '',
  remark: '',
  propertyId: '',
});
type ExpenseValues = ReturnType<typeof emptyExpense>;

const valuesOf = (e: Expense): ExpenseValues => ({
  expenseDate: e.expenseDate.slice(0, 10),
  expenseCategory: String(e.expenseCategory),
  employeeId: e.employeeId === null ? '' : String(e.employeeId),
  amount: e.amount,
  remark: e.remark,
  propertyId: e.propertyId === null ? '' : String(e.propertyId),
});

const toRequest = (v: ExpenseValues) => ({
  expenseDate: v.expenseDate,
  expenseCategory: Number(v.expenseCategory),
  // Only a Human Resource expense names an employee.
  employeeId: v.employeeId && v.expenseCategory === String(ExpenseCategory.HumanResource) ? Number(v.employeeId) : null,
  amount: v.amount === '' ? undefined : v.amount,
  remark: v.remark,
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
  });
  const { field } = kit;
  const humanResource = kit.form.values.expenseCategory === String(ExpenseCategory.HumanResource);

  return (
    <FormPage title={t('expenses.formTitle')} kit={kit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PropertyField none={t('expenses.wholeBusiness')} {...field('propertyId')} />
        <DateField label={t('fields.expenseDate')} required clearResetsTo={businessToday()} {...field('expenseDate')} />
        <ChoiceField
          label={t('expenses.category')}
          required
          options={enumValues(ExpenseCategory).map((v) => ({ value: v, label: t(`enums.expenseCategory.${v}`) }))}
          {...field('expenseCategory')}
        />
        {humanResource && <EmployeeSelect current={kit.record} {...field('employeeId')} />}
        <MoneyField label={t('fields.amount')} required {...field('amount')} />
      </SimpleGrid>
      {/* Spec section 5: the expense remark is upper-cased as typed. */}
      <TextAreaField label={t('fields.remark')} maxLength={REMARK_MAX} transform="upper" {...field('remark')} />
    </FormPage>
  );
}

import { ExpenseCategory, enumValues, formatMessage, REMARK_MAX, ZExpenseCreateRequest } from '@kamar/contract';
import { Button, SimpleGrid, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { useAdminOnly } from '../../../components/feedback/use-admin-only';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { MoneyInput } from '../../../components/form/money-input';
import { RecordHeader } from '../../../components/form/record-header';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../lib/i18n';
import { useCreateExpense } from '../api/create-expense';
import { useExpense } from '../api/get-expense';
import { useUpdateExpense } from '../api/update-expense';
import { EmployeeSelect } from './employee-select';

const DateField = lazy(() => import('../../../components/form/date-field').then((m) => ({ default: m.DateField })));

interface ExpenseFormValues {
  expenseDate: string;
  expenseCategory: string;
  employeeId: string;
  amount: number | '';
  remark: string;
}

const LIST = '/expense';
const today = () => dayjs().format('YYYY-MM-DD');

export function ExpenseFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const gate = useAdminOnly();
  const mode = useFormMode('expenseId');
  const expense = useExpense(mode.id);
  const create = useCreateExpense();
  const update = useUpdateExpense();

  const form = useForm<ExpenseFormValues>({
    initialValues: {
      expenseDate: today(),
      expenseCategory: String(ExpenseCategory.Household),
      employeeId: '',
      amount: '',
      remark: '',
    },
    validate: (values) => {
      const errors = schemaErrors(ZExpenseCreateRequest, request(values));
      if (values.amount === '') errors.amount = translateMessage(formatMessage('fieldRequired', { field: 'Amount' }));
      return errors;
    },
  });

  useEffect(() => {
    if (!expense.data) return;
    const e = expense.data;
    form.setValues({
      expenseDate: e.expenseDate.slice(0, 10),
      expenseCategory: String(e.expenseCategory),
      employeeId: e.employeeId === null ? '' : String(e.employeeId),
      amount: e.amount,
      remark: e.remark,
    });
    form.resetDirty();
  }, [expense.data]);

  if (!gate.allowed || (mode.id !== null && expense.isPending)) return <Loading />;

  const save = form.onSubmit((values) =>
    run({
      action: () =>
        mode.isAdd
          ? create.mutateAsync(request(values))
          : update.mutateAsync({ ...request(values), expenseId: mode.id ?? 0 }),
      onSuccess: () => navigate(LIST),
    }),
  );
  const record = expense.data;
  const humanResource = form.values.expenseCategory === String(ExpenseCategory.HumanResource);

  return (
    <FormPage
      title={t('expenses.formTitle')}
      onSubmit={save}
      header={
        record && !mode.isAdd ? (
          <RecordHeader
            status={<StatusBadge status={record.status} label={t(`enums.recordStatus.${record.status}`)} />}
            createDate={record.createDate}
            updateDate={record.updateDate}
            updateBy={record.updateBy}
          />
        ) : undefined
      }
      actions={
        mode.editable && (
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Suspense>
          <DateField
            label={t('expenses.expenseDate')}
            withAsterisk
            disabled={!mode.editable}
            clearResetsTo={today()}
            value={form.values.expenseDate}
            onChange={(v) => form.setFieldValue('expenseDate', v)}
            error={form.errors.expenseDate}
          />
        </Suspense>
        <EnumSelect
          label={t('expenses.category')}
          withAsterisk
          disabled={!mode.editable}
          options={enumValues(ExpenseCategory).map((v) => ({ value: v, label: t(`enums.expenseCategory.${v}`) }))}
          value={form.values.expenseCategory}
          onChange={(v) => {
            form.setFieldValue('expenseCategory', v);
            // Only a Human Resource expense names an employee.
            if (v !== String(ExpenseCategory.HumanResource)) form.setFieldValue('employeeId', '');
          }}
        />
        {humanResource && (
          <EmployeeSelect
            value={form.values.employeeId}
            onChange={(v) => form.setFieldValue('employeeId', v)}
            current={record}
            disabled={!mode.editable}
            error={form.errors.employeeId as string | undefined}
          />
        )}
        <MoneyInput
          label={t('expenses.amount')}
          withAsterisk
          disabled={!mode.editable}
          value={form.values.amount}
          onChange={(v) => form.setFieldValue('amount', v)}
          error={form.errors.amount}
        />
      </SimpleGrid>
      <Textarea
        label={t('expenses.remark')}
        maxLength={REMARK_MAX}
        autosize
        minRows={2}
        disabled={!mode.editable}
        value={form.values.remark}
        // Spec section 5: the expense remark is upper-cased as typed.
        onChange={(e) => form.setFieldValue('remark', e.currentTarget.value.toUpperCase())}
      />
    </FormPage>
  );
}

function request(values: ExpenseFormValues) {
  return {
    expenseDate: values.expenseDate,
    expenseCategory: Number(values.expenseCategory) as ExpenseCategory,
    employeeId: values.employeeId ? Number(values.employeeId) : null,
    amount: values.amount === '' ? Number.NaN : values.amount,
    remark: values.remark,
  };
}

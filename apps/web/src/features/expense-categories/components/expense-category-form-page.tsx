import { EXPENSE_CATEGORY_NAME_MAX, type ExpenseCategoryRecord, ZExpenseCategoryCreateRequest } from '@kamar/contract';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { FormPage } from '../../../components/form/form-page';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCreateExpenseCategory } from '../api/create-expense-category';
import { expenseCategoryQueryOptions } from '../api/get-expense-category';
import { useToggleExpenseCategoryStatus } from '../api/toggle-expense-category-status';
import { useUpdateExpenseCategory } from '../api/update-expense-category';

const valuesOf = ({ expenseCategoryName }: ExpenseCategoryRecord) => ({ expenseCategoryName });

/** An expense category: its name (upper case, unique). */
export function ExpenseCategoryFormPage() {
  const { t } = useTranslation();
  const create = useCreateExpenseCategory();
  const update = useUpdateExpenseCategory();
  const toggle = useToggleExpenseCategoryStatus();
  const kit = useRecordForm({
    screen: screens.expenseCategoryForm,
    backTo: () => screens.expenseCategories.to(),
    record: expenseCategoryQueryOptions,
    initialValues: { expenseCategoryName: '' },
    valuesOf,
    toRequest: (values) => values,
    schema: ZExpenseCategoryCreateRequest,
    save: (input, id) =>
      id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, expenseCategoryId: id }),
    toggle: (r) => toggle.mutateAsync({ expenseCategoryId: r.expenseCategoryId, status: r.status }),
  });
  const { field } = kit;

  return (
    <FormPage title={t('expenseCategories.formTitle')} kit={kit}>
      <TextField
        label={t('fields.expenseCategoryName')}
        maxLength={EXPENSE_CATEGORY_NAME_MAX}
        required
        transform="upper"
        {...field('expenseCategoryName')}
      />
    </FormPage>
  );
}

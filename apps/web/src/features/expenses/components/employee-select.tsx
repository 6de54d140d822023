import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadValue } from '../../../components/form/read-value';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { useEmployeeOptions } from '../api/get-employee-options';

interface EmployeeSelectProps extends FieldBinding<string> {
  /** The expense's own employee when editing: shown even if no longer active. */
  current?: { employeeId: number | null; employeeName: string } | undefined;
}

/** Optionally, the employee a Human Resource expense paid (salary). */
export function EmployeeSelect({ value, onChange, current, readOnly, error }: EmployeeSelectProps) {
  const { t } = useTranslation();
  const options = useEmployeeOptions(!readOnly);
  if (readOnly) return <ReadValue label={t('fields.employee')} value={current?.employeeName} />;
  const rows = options.data?.listData ?? [];
  const data = rows.map((e) => ({ value: String(e.employeeId), label: e.employeeName }));
  if (current?.employeeId && !rows.some((e) => e.employeeId === current.employeeId)) {
    data.unshift({ value: String(current.employeeId), label: current.employeeName });
  }
  return (
    <Select
      label={t('fields.employee')}
      placeholder={t('expenses.employeeNone')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage={options.isPending ? t('app.loading') : t('common.noOptions')}
      maxDropdownHeight={300}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import {
  EMPLOYEE_ADDRESS_MAX,
  EMPLOYEE_ID_NUMBER_MAX,
  EMPLOYEE_NAME_MAX,
  EMPLOYEE_PHONE_MAX,
  EMPLOYEE_POSITION_MAX,
  enumValues,
  Gender,
  ZEmployeeCreateRequest,
} from '@kamar/contract';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { DateField } from '../../../components/form/date-field';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { MoneyInput } from '../../../components/form/money-input';
import { RecordFormActions, RecordStatusHeader } from '../../../components/form/record-form-parts';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { digitsOnly } from '../../../lib/format';
import { useCreateEmployee } from '../api/create-employee';
import { useEmployee } from '../api/get-employee';
import { useToggleEmployeeStatus } from '../api/toggle-employee-status';
import { useUpdateEmployee } from '../api/update-employee';

interface EmployeeFormValues {
  employeeName: string;
  gender: string;
  idNumber: string;
  phone: string;
  address: string;
  position: string;
  joinDate: string;
  salary: number | '';
}
const LIST = '/employee';

const payload = (v: EmployeeFormValues) => ({
  ...v,
  gender: v.gender ? Number(v.gender) : null,
  joinDate: v.joinDate || null,
  salary: v.salary === '' ? undefined : v.salary,
});

/** An employee (DESIGN.md section 4): name upper case, id number and phone digits, monthly salary in rupiah. */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('employeeId');
  const employee = useEmployee(mode.id);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const toggleStatus = useToggleEmployeeStatus();

  const form = useForm<EmployeeFormValues>({
    initialValues: {
      employeeName: '',
      gender: '',
      idNumber: '',
      phone: '',
      address: '',
      position: '',
      joinDate: '',
      salary: '',
    },
    validate: (values) => schemaErrors(ZEmployeeCreateRequest, payload(values)),
  });

  useEffect(() => {
    if (!employee.data) return;
    const e = employee.data;
    form.setValues({
      employeeName: e.employeeName,
      gender: e.gender ? String(e.gender) : '',
      idNumber: e.idNumber,
      phone: e.phone,
      address: e.address,
      position: e.position,
      joinDate: e.joinDate ? e.joinDate.slice(0, 10) : '',
      salary: e.salary,
    });
    form.resetDirty();
  }, [employee.data]);

  if (mode.id !== null && employee.isPending) return <Loading />;
  const record = employee.data;

  const save = form.onSubmit((values) =>
    run({
      action: () => {
        const input = ZEmployeeCreateRequest.parse(payload(values));
        return mode.isAdd ? create.mutateAsync(input) : update.mutateAsync({ ...input, employeeId: mode.id ?? 0 });
      },
      onSuccess: () => navigate(LIST),
    }),
  );
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ employeeId: record.employeeId, status: record.status }),
      onSuccess: () => navigate(LIST),
    });
  const digits = (field: 'idNumber' | 'phone') => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: { value: string } }) => form.setFieldValue(field, digitsOnly(e.currentTarget.value)),
  });

  return (
    <FormPage
      title={t('employees.formTitle')}
      onSubmit={save}
      header={record && !mode.isAdd ? <RecordStatusHeader record={record} /> : undefined}
      actions={<RecordFormActions mode={mode} record={record} onToggle={toggle} />}
    >
      <TextInput
        label={t('employees.employeeName')}
        maxLength={EMPLOYEE_NAME_MAX}
        disabled={!mode.editable}
        withAsterisk
        {...form.getInputProps('employeeName')}
        onChange={(e) => form.setFieldValue('employeeName', e.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EnumSelect
          label={t('employees.gender')}
          allowEmpty
          disabled={!mode.editable}
          options={enumValues(Gender).map((g) => ({ value: g, label: t(`enums.gender.${g}`) }))}
          {...form.getInputProps('gender')}
          value={form.values.gender}
          onChange={(value) => form.setFieldValue('gender', value)}
        />
        <TextInput
          label={t('employees.idNumber')}
          maxLength={EMPLOYEE_ID_NUMBER_MAX}
          inputMode="numeric"
          disabled={!mode.editable}
          {...digits('idNumber')}
        />
        <TextInput
          label={t('employees.phone')}
          maxLength={EMPLOYEE_PHONE_MAX}
          inputMode="tel"
          disabled={!mode.editable}
          {...digits('phone')}
        />
        <TextInput
          label={t('employees.position')}
          maxLength={EMPLOYEE_POSITION_MAX}
          disabled={!mode.editable}
          {...form.getInputProps('position')}
        />
        <DateField
          label={t('employees.joinDate')}
          disabled={!mode.editable}
          {...form.getInputProps('joinDate')}
          value={form.values.joinDate}
          onChange={(value) => form.setFieldValue('joinDate', value)}
        />
        <MoneyInput
          label={t('employees.salary')}
          disabled={!mode.editable}
          withAsterisk
          {...form.getInputProps('salary')}
          value={form.values.salary}
          onChange={(value) => form.setFieldValue('salary', value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('employees.address')}
        maxLength={EMPLOYEE_ADDRESS_MAX}
        autosize
        minRows={2}
        disabled={!mode.editable}
        {...form.getInputProps('address')}
      />
    </FormPage>
  );
}

import {
  EMPLOYEE_ADDRESS_MAX,
  EMPLOYEE_ID_NUMBER_MAX,
  EMPLOYEE_NAME_MAX,
  EMPLOYEE_PHONE_MAX,
  EMPLOYEE_POSITION_MAX,
  type Employee,
  enumValues,
  Gender,
  phoneText,
  ZEmployeeCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { PropertyField, propertyRequired } from '../../../components/form/property-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCurrentProperty } from '../../../lib/current-property';
import { useCreateEmployee } from '../api/create-employee';
import { employeeQueryOptions } from '../api/get-employee';
import { useToggleEmployeeStatus } from '../api/toggle-employee-status';
import { useUpdateEmployee } from '../api/update-employee';

const emptyEmployee = {
  employeeName: '',
  gender: '',
  idNumber: '',
  phone: '',
  address: '',
  position: '',
  joinDate: '',
  salary: '' as number | '',
  propertyId: '',
};

const valuesOf = (e: Employee): typeof emptyEmployee => ({
  employeeName: e.employeeName,
  gender: e.gender ? String(e.gender) : '',
  idNumber: e.idNumber,
  phone: phoneText(e.phone),
  address: e.address,
  position: e.position,
  joinDate: e.joinDate ? e.joinDate.slice(0, 10) : '',
  salary: e.salary,
  propertyId: String(e.propertyId),
});

const toRequest = (v: typeof emptyEmployee) => ({
  ...v,
  gender: v.gender ? Number(v.gender) : null,
  joinDate: v.joinDate || null,
  salary: v.salary === '' ? undefined : v.salary,
  propertyId: v.propertyId ? Number(v.propertyId) : undefined,
});

/** An employee (DESIGN.md section 4): name upper case, id number digits, phone in its one form, monthly salary in rupiah. */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const toggle = useToggleEmployeeStatus();
  const { propertyId, several } = useCurrentProperty();
  const kit = useRecordForm({
    screen: screens.employeeForm,
    backTo: () => screens.employees.to(),
    record: employeeQueryOptions,
    initialValues: { ...emptyEmployee, propertyId: propertyId ? String(propertyId) : '' },
    valuesOf,
    toRequest,
    schema: ZEmployeeCreateRequest,
    rules: (v, mode) => ({ propertyId: mode.isAdd ? propertyRequired(v.propertyId, several) : undefined }),
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, employeeId: id })),
    toggle: (r) => toggle.mutateAsync({ employeeId: r.employeeId, status: r.status }),
  });
  const { field } = kit;

  return (
    <FormPage title={t('employees.formTitle')} kit={kit}>
      <PropertyField fixed={kit.mode.isAdd ? undefined : kit.record} {...field('propertyId')} />
      <TextField
        label={t('fields.employeeName')}
        maxLength={EMPLOYEE_NAME_MAX}
        required
        transform="upper"
        {...field('employeeName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField
          label={t('fields.gender')}
          empty
          options={enumValues(Gender).map((g) => ({ value: g, label: t(`enums.gender.${g}`) }))}
          {...field('gender')}
        />
        <TextField
          label={t('fields.idNumber')}
          maxLength={EMPLOYEE_ID_NUMBER_MAX}
          inputMode="numeric"
          transform="digits"
          {...field('idNumber')}
        />
        <TextField
          label={t('fields.phone')}
          // Typed as people write it (+62 812-3456-7890); the contract keeps its digits in one form.
          maxLength={EMPLOYEE_PHONE_MAX * 2}
          inputMode="tel"
          {...field('phone')}
        />
        <TextField label={t('fields.position')} maxLength={EMPLOYEE_POSITION_MAX} {...field('position')} />
        <DateField label={t('fields.joinDate')} {...field('joinDate')} />
        <MoneyField label={t('fields.salary')} required {...field('salary')} />
      </SimpleGrid>
      <TextAreaField label={t('fields.address')} maxLength={EMPLOYEE_ADDRESS_MAX} {...field('address')} />
    </FormPage>
  );
}

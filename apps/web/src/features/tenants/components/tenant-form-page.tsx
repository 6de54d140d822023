import {
  enumValues,
  Gender,
  messages,
  TENANT_LIMITS,
  VEHICLES_WITH_DETAIL,
  Vehicle,
  ZTenantCreateRequest,
} from '@kamar/contract';
import { Button, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconRestore, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { RecordHeader } from '../../../components/form/record-header';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../lib/i18n';
import { useTenant } from '../api/get-tenant';
import { useSaveTenant } from '../api/save-tenant';
import { useToggleTenantStatus } from '../api/toggle-tenant-status';
import {
  cleanInput,
  emptyTenantValues,
  fieldsToSend,
  type TenantField,
  type TenantFormValues,
  valuesOf,
} from './tenant-form-values';
import { photoTooLarge, TenantPhotoField } from './tenant-photo-field';

const DateField = lazy(() => import('../../../components/form/date-field').then((m) => ({ default: m.DateField })));
const LIST = '/tenant';

/** /tenant/form (title Tenant Detail): Add, Edit or View a tenant, with photo and status toggle. */
export function TenantFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('tenantId');
  const tenant = useTenant(mode.id);
  const save = useSaveTenant();
  const toggleStatus = useToggleTenantStatus();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();

  const form = useForm<TenantFormValues>({
    initialValues: emptyTenantValues,
    validate: (values) => schemaErrors(ZTenantCreateRequest, fieldsToSend(values)),
  });

  useEffect(() => {
    if (!tenant.data) return;
    form.setValues(valuesOf(tenant.data));
    form.resetDirty();
  }, [tenant.data]);

  if (mode.id !== null && tenant.isPending) return <Loading />;
  const record = tenant.data;

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(photoTooLarge(file) ? translateMessage(messages.tenantPhotoTooLarge) : undefined);
  };
  const submit = form.onSubmit((values) => {
    if (photoTooLarge(photo)) return;
    void run({
      action: () => save.mutateAsync({ tenantId: mode.isAdd ? null : mode.id, fields: fieldsToSend(values), photo }),
      onSuccess: () => navigate(LIST),
    });
  });
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ tenantId: record.tenantId, status: record.status === 1 ? 1 : 2 }),
      onSuccess: () => navigate(LIST),
    });

  const text = (field: TenantField, label: string, max: number, extra: { inputMode?: 'numeric' } = {}) => {
    const props = form.getInputProps(field);
    return (
      <TextInput
        label={label}
        maxLength={max}
        disabled={!mode.editable}
        {...extra}
        {...props}
        onChange={(e) => form.setFieldValue(field, cleanInput(field, e.currentTarget.value))}
      />
    );
  };
  const L = TENANT_LIMITS;
  const active = record?.status === 1;
  const hasVehicle = VEHICLES_WITH_DETAIL.includes(Number(form.values.vehicle));

  return (
    <FormPage
      title={t('tenants.formTitle')}
      onSubmit={submit}
      header={
        record && !mode.isAdd ? (
          <RecordHeader
            status={<StatusBadge status={record.status} label={t(`enums.tenantStatus.${record.status}`)} />}
            createDate={record.createDate}
            updateDate={record.updateDate}
            updateBy={record.updateBy}
          />
        ) : undefined
      }
      actions={
        <>
          {/* Spec: Delete when not adding and Active; Undelete in Edit mode when not Active. */}
          {record && !mode.isAdd && (active || mode.isEdit) && (
            <Button
              variant="light"
              color={active ? 'red' : 'teal'}
              leftSection={active ? <IconTrash size={16} /> : <IconRestore size={16} />}
              onClick={toggle}
            >
              {t(active ? 'common.delete' : 'common.undelete')}
            </Button>
          )}
          {mode.editable && (
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <TenantPhotoField
        photoURL={record?.photoURL ?? ''}
        file={photo}
        onChange={choosePhoto}
        error={photoError}
        disabled={!mode.editable}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('tenantName', t('tenants.tenantName'), L.tenantName)}
        <EnumSelect
          label={t('tenants.gender')}
          allowEmpty
          disabled={!mode.editable}
          options={enumValues(Gender).map((g) => ({ value: g, label: t(`enums.gender.${g}`) }))}
          {...form.getInputProps('gender')}
          value={form.values.gender}
          onChange={(v: string) => form.setFieldValue('gender', v)}
        />
        {text('idNumber', t('tenants.idNumber'), L.idNumber, { inputMode: 'numeric' })}
        {text('placeOfBirth', t('tenants.placeOfBirth'), L.placeOfBirth)}
        <Suspense fallback={<TextInput label={t('tenants.dateOfBirth')} disabled />}>
          <DateField
            label={t('tenants.dateOfBirth')}
            disabled={!mode.editable}
            maxDate={new Date()}
            {...form.getInputProps('dateOfBirth')}
            value={form.values.dateOfBirth}
            onChange={(v: string) => form.setFieldValue('dateOfBirth', v)}
          />
        </Suspense>
        {text('phone', t('tenants.phone'), L.phone, { inputMode: 'numeric' })}
        {text('address', t('tenants.address'), L.address)}
        {text('city', t('tenants.city'), L.city)}
        {text('province', t('tenants.province'), L.province)}
        {text('country', t('tenants.country'), L.country)}
        {text('workPlace', t('tenants.workPlace'), L.workPlace)}
        <EnumSelect
          label={t('tenants.vehicle')}
          allowEmpty
          disabled={!mode.editable}
          options={enumValues(Vehicle).map((v) => ({ value: v, label: t(`enums.vehicle.${v}`) }))}
          {...form.getInputProps('vehicle')}
          value={form.values.vehicle}
          onChange={(v: string) => form.setFieldValue('vehicle', v)}
        />
        {hasVehicle && text('vehicleBrand', t('tenants.vehicleBrand'), L.vehicleBrand)}
        {hasVehicle && text('vehicleModel', t('tenants.vehicleModel'), L.vehicleModel)}
        {hasVehicle && text('licensePlate', t('tenants.licensePlate'), L.licensePlate)}
      </SimpleGrid>
      <Title order={4} mt="sm">
        {t('tenants.emergencyContact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('contactName', t('tenants.contactName'), L.contactName)}
        {text('contactPhone', t('tenants.contactPhone'), L.contactPhone, { inputMode: 'numeric' })}
        {text('contactRelation', t('tenants.contactRelation'), L.contactRelation)}
      </SimpleGrid>
    </FormPage>
  );
}

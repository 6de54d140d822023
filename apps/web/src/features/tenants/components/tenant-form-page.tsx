import {
  enumValues,
  Gender,
  INDONESIA,
  paths,
  ReminderChannel,
  refusal,
  TENANT_LIMITS,
  VEHICLES_WITH_DETAIL,
  Vehicle,
  ZTenantCreateRequest,
} from '@kamar/contract';
import { Anchor, Box, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { PropertyField, propertyRequired } from '../../../components/form/property-field';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { ApiError } from '../../../lib/api-client';
import { businessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatMoney } from '../../../lib/format';
import { tenantQueryOptions } from '../api/get-tenant';
import { useTenantOutstanding } from '../api/get-tenant-outstanding';
import { useSaveTenant } from '../api/save-tenant';
import { useToggleTenantStatus } from '../api/toggle-tenant-status';
import { DuplicateNik, type NikHolder } from './duplicate-nik';
import { NationalityField } from './nationality-field';
import { tenantToggleWords } from './tenant-delete-words';
import {
  asksPassport,
  emptyTenantValues,
  fieldsToSend,
  phoneFields,
  photoTooLarge,
  type TenantTextField,
  transformOf,
  valuesOf,
} from './tenant-form-values';
import { TenantHistory } from './tenant-history';
import { TenantPhotoField } from './tenant-photo-field';

/** /tenant/form (title Tenant Detail): Add, Edit or View a tenant, with photo and status toggle. */
/** The tenant's outstanding total over their bills (the bill list, filtered to them, tells which). */
function TenantOutstanding({ tenantId, tenantName }: { tenantId: number; tenantName: string }) {
  const { t } = useTranslation();
  const outstanding = useTenantOutstanding(tenantId);
  return (
    <Anchor component={Link} to={screens.bills.to({ tenantName })} c="inherit" data-testid="tenant-outstanding">
      <Text size="sm" c="dimmed">
        {t('bills.tenantOutstanding')}
      </Text>
      <Text fw={700} c={(outstanding.data ?? 0) > 0 ? 'red.8' : undefined}>
        {formatMoney(outstanding.data)}
      </Text>
    </Anchor>
  );
}

export function TenantFormPage() {
  const { t } = useTranslation();
  const save = useSaveTenant();
  const toggle = useToggleTenantStatus();
  /** The tenant the server said holds the NIK typed, and whether the person chose to go on. */
  const [holder, setHolder] = useState<NikHolder | null>(null);
  const [goOn, setGoOn] = useState(false);
  // A new tenant is registered in the top bar's property (or the one chosen).
  const { propertyId, several } = useCurrentProperty();
  const kit = useRecordForm({
    screen: screens.tenantForm,
    backTo: () => screens.tenants.to(),
    record: tenantQueryOptions,
    initialValues: { ...emptyTenantValues, propertyId: propertyId ? String(propertyId) : '' },
    valuesOf,
    toRequest: (values) => fieldsToSend(values),
    schema: ZTenantCreateRequest,
    rules: (v, mode) => ({
      propertyId: mode.isAdd ? propertyRequired(v.propertyId, several) : undefined,
      photo: photoTooLarge(v.photo) ? refusal('tenant.photoTooLarge') : undefined,
      dateOfBirth: v.dateOfBirth > businessToday() ? refusal('tenant.dateOfBirthFuture') : undefined,
      passportNumber:
        v.nationality !== INDONESIA && v.passportNumber.trim() === '' ? refusal('tenant.passportRequired') : undefined,
    }),
    validateOnChange: ['photo'],
    // Multipart: every field as the text the form holds, and the photo as its own part.
    // The multipart fields are the form's own; the version the form read comes with the request.
    save: async (request, tenantId, values) => {
      const seen = (request as { rowVersion?: string }).rowVersion;
      const confirmed = goOn && holder?.idNumber === values.idNumber;
      const fields = {
        ...fieldsToSend(values, tenantId === null),
        ...(seen ? { rowVersion: seen } : {}),
        ...(confirmed ? { confirmDuplicateNik: '1' } : {}),
      };
      try {
        return await save.mutateAsync({ tenantId, fields, photo: values.photo });
      } catch (error) {
        // Another tenant holds this NIK: the field names them, links to them and offers to go on.
        const reason = error instanceof ApiError ? error.refusal : null;
        if (reason?.code === 'tenant.duplicateNik') {
          setHolder({
            idNumber: values.idNumber,
            tenantId: Number(reason.params.tenantId),
            tenantName: String(reason.params.tenantName),
          });
          setGoOn(false);
        }
        throw error;
      }
    },
    toggle: (r) => toggle.mutateAsync({ tenantId: r.tenantId, status: r.status === 1 ? 1 : 2 }),
    togglePath: paths.tenant.delete,
    confirmToggle: (r) => () => tenantToggleWords(r),
  });
  const { field } = kit;
  const text = (
    name: Exclude<
      TenantTextField,
      'gender' | 'vehicle' | 'dateOfBirth' | 'propertyId' | 'reminderChannel' | 'nationality'
    >,
  ) => {
    const phone = phoneFields.includes(name);
    return (
      <TextField
        label={t(`fields.${name}`)}
        // A phone is typed with its marks (+62 812-3456-7890), which take room the stored digits do not.
        maxLength={phone ? TENANT_LIMITS[name] * 2 : TENANT_LIMITS[name]}
        transform={transformOf(name)}
        required={name === 'tenantName' || (name === 'passportNumber' && kit.form.values.nationality !== INDONESIA)}
        inputMode={phone ? 'tel' : name === 'email' ? 'email' : transformOf(name) === 'digits' ? 'numeric' : undefined}
        autoComplete={phone ? 'off' : undefined}
        {...field(name)}
      />
    );
  };
  const hasVehicle = VEHICLES_WITH_DETAIL.includes(Number(kit.form.values.vehicle));

  return (
    <FormPage
      title={t('tenants.formTitle')}
      kit={kit}
      statusLabel={(status) => t(`enums.tenantStatus.${status as 1 | 2 | 3}`)}
      toggleInView
    >
      {kit.mode.id !== null && kit.record && (
        <TenantOutstanding tenantId={kit.mode.id} tenantName={kit.record.tenantName} />
      )}
      <PropertyField fixed={kit.mode.isAdd ? undefined : kit.record} {...field('propertyId')} />
      <TenantPhotoField photoURL={kit.record?.photoURL ?? ''} {...field('photo')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('tenantName')}
        <ChoiceField
          label={t('fields.gender')}
          empty
          options={enumValues(Gender).map((g) => ({ value: g, label: t(`enums.gender.${g}`) }))}
          {...field('gender')}
        />
        <div>
          {text('idNumber')}
          {holder && holder.idNumber === kit.form.values.idNumber && !kit.mode.isView && (
            <DuplicateNik holder={holder} goOn={goOn} onGoOn={setGoOn} />
          )}
        </div>
        {text('placeOfBirth')}
        <DateField label={t('fields.dateOfBirth')} maxDate={businessToday()} {...field('dateOfBirth')} />
        {text('phone')}
        {text('address')}
        {text('city')}
        {text('province')}
        {text('country')}
        <NationalityField label={t('fields.nationality')} {...field('nationality')} />
        {asksPassport(kit.form.values) && <div data-testid="tenant-passport">{text('passportNumber')}</div>}
        {text('workPlace')}
        <ChoiceField
          label={t('fields.vehicle')}
          empty
          options={enumValues(Vehicle).map((v) => ({ value: v, label: t(`enums.vehicle.${v}`) }))}
          {...field('vehicle')}
        />
        {hasVehicle && text('vehicleBrand')}
        {hasVehicle && text('vehicleModel')}
        {hasVehicle && text('licensePlate')}
      </SimpleGrid>
      <Title order={2} size="h4" mt="sm">
        {t('tenants.emergencyContact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('contactName')}
        {text('contactPhone')}
        {text('contactRelation')}
      </SimpleGrid>
      {/* The messages the server sends by itself (reminders, receipts): where they go, or none. */}
      <Title order={2} size="h4" mt="sm">
        {t('messaging.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('email')}
        <ChoiceField
          label={t('fields.reminderChannel')}
          options={enumValues(ReminderChannel).map((c) => ({ value: c, label: t(`enums.reminderChannel.${c}`) }))}
          {...field('reminderChannel')}
        />
        {/* Level with the boxes beside it, under their labels. */}
        <Box pt={kit.readOnly ? 0 : { base: 0, sm: 28 }}>
          <CheckboxField
            label={t('fields.reminderOptOut')}
            description={t('tenants.optOutHint')}
            {...field('reminderOptOut')}
          />
        </Box>
      </SimpleGrid>
      {kit.mode.isView && kit.record && <TenantHistory tenantId={kit.record.tenantId} />}
    </FormPage>
  );
}

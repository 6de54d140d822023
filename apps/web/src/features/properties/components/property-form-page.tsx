import {
  type BankAccount,
  PROPERTY_ADDRESS_MAX,
  PROPERTY_CITY_MAX,
  PROPERTY_NAME_MAX,
  PROPERTY_PHONE_MAX,
  type Property,
  phoneText,
  ZPropertyCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { useShowError } from '../../../components/feedback/use-action';
import { BankAccountRows } from '../../../components/form/bank-account-rows';
import { FormPage } from '../../../components/form/form-page';
import { LogoPanel } from '../../../components/form/logo-panel';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCreateProperty } from '../api/create-property';
import { propertyQueryOptions } from '../api/get-property';
import { useTogglePropertyStatus } from '../api/toggle-property-status';
import { useUpdateProperty } from '../api/update-property';
import { uploadPropertyLogo } from '../api/upload-property-logo';
import { uploadPropertyQris } from '../api/upload-property-qris';

interface PropertyValues {
  propertyName: string;
  address: string;
  city: string;
  phone: string;
  /** The logo chosen (uploaded at once, named by the Save); null: none, the profile's is printed. */
  logoId: number | null;
  /** Where the chosen logo shows (not sent). */
  logoURL: string;
  /** Its own QRIS image (uploaded at once, named by the Save); null: none, the profile's is shown. */
  qrisId: number | null;
  qrisURL: string;
  bankAccounts: BankAccount[];
}

const valuesOf = ({
  propertyName,
  address,
  city,
  phone,
  logoId,
  logoURL,
  qrisId,
  qrisURL,
  bankAccounts,
}: Property) => ({
  propertyName,
  address,
  city,
  phone: phoneText(phone),
  logoId,
  logoURL,
  qrisId,
  qrisURL,
  bankAccounts,
});

/**
 * A property (a kos): name (upper case, unique), address, city, WhatsApp phone (kept in its one
 * form), and its own logo and bank accounts, optional, printed and asked for instead of the
 * business profile's on what its tenants read.
 */
export function PropertyFormPage() {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const toggle = useTogglePropertyStatus();
  const showError = useShowError();
  const kit = useRecordForm({
    screen: screens.propertyForm,
    backTo: () => screens.properties.to(),
    record: propertyQueryOptions,
    initialValues: {
      propertyName: '',
      address: '',
      city: '',
      phone: '',
      logoId: null,
      logoURL: '',
      qrisId: null,
      qrisURL: '',
      bankAccounts: [],
    } as PropertyValues,
    valuesOf,
    toRequest: ({ logoURL: _, qrisURL: __, ...values }) => values,
    schema: ZPropertyCreateRequest,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, propertyId: id })),
    toggle: (r) => toggle.mutateAsync({ propertyId: r.propertyId, status: r.status }),
  });
  const { field, form, readOnly } = kit;
  const values = form.getValues();
  // Uploaded at once (refused with words if it is no image or too large); the Save names it.
  const chooseLogo = async (file: File) => {
    try {
      const logo = await uploadPropertyLogo(file);
      form.setValues({ logoId: logo.logoId, logoURL: logo.logoURL });
    } catch (error) {
      await showError(error);
    }
  };
  const chooseQris = async (file: File) => {
    try {
      const qris = await uploadPropertyQris(file);
      form.setValues({ qrisId: qris.qrisId, qrisURL: qris.qrisURL });
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <FormPage title={t('properties.formTitle')} kit={kit}>
      <TextField
        label={t('fields.propertyName')}
        maxLength={PROPERTY_NAME_MAX}
        required
        transform="upper"
        {...field('propertyName')}
      />
      <TextField label={t('fields.address')} maxLength={PROPERTY_ADDRESS_MAX} {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField label={t('fields.city')} maxLength={PROPERTY_CITY_MAX} {...field('city')} />
        <TextField
          label={t('fields.phone')}
          // Typed as people write it (+62 812-3456-7890); the contract keeps its digits in one form.
          maxLength={PROPERTY_PHONE_MAX * 2}
          inputMode="tel"
          {...field('phone')}
        />
      </SimpleGrid>
      <LogoPanel
        logoURL={values.logoURL}
        readOnly={readOnly}
        description={t('properties.logoHelp')}
        noLogo={t('properties.noLogo')}
        onChoose={(file) => void chooseLogo(file)}
        onRemove={() => form.setValues({ logoId: null, logoURL: '' })}
      />
      <LogoPanel
        logoURL={values.qrisURL}
        readOnly={readOnly}
        words={{
          title: t('businessProfile.qris'),
          choose: t('businessProfile.chooseQris'),
          remove: t('businessProfile.removeQris'),
        }}
        description={t('properties.qrisHelp')}
        noLogo={t('properties.noQris')}
        height={160}
        onChoose={(file) => void chooseQris(file)}
        onRemove={() => form.setValues({ qrisId: null, qrisURL: '' })}
      />
      <BankAccountRows
        form={form}
        readOnly={readOnly}
        description={t('properties.bankAccountsHelp')}
        none={t('properties.noBankAccounts')}
      />
    </FormPage>
  );
}

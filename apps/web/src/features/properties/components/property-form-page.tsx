import {
  PROPERTY_ADDRESS_MAX,
  PROPERTY_CITY_MAX,
  PROPERTY_NAME_MAX,
  PROPERTY_PHONE_MAX,
  type Property,
  ZPropertyCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { FormPage } from '../../../components/form/form-page';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCreateProperty } from '../api/create-property';
import { propertyQueryOptions } from '../api/get-property';
import { useTogglePropertyStatus } from '../api/toggle-property-status';
import { useUpdateProperty } from '../api/update-property';

const valuesOf = ({ propertyName, address, city, phone }: Property) => ({ propertyName, address, city, phone });

/** A property (a kos): name (upper case, unique), address, city and WhatsApp phone (digits). */
export function PropertyFormPage() {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const toggle = useTogglePropertyStatus();
  const kit = useRecordForm({
    screen: screens.propertyForm,
    backTo: () => screens.properties.to(),
    record: propertyQueryOptions,
    initialValues: { propertyName: '', address: '', city: '', phone: '' },
    valuesOf,
    toRequest: (values) => values,
    schema: ZPropertyCreateRequest,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, propertyId: id })),
    toggle: (r) => toggle.mutateAsync({ propertyId: r.propertyId, status: r.status }),
  });
  const { field } = kit;

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
          maxLength={PROPERTY_PHONE_MAX}
          inputMode="tel"
          transform="digits"
          {...field('phone')}
        />
      </SimpleGrid>
    </FormPage>
  );
}

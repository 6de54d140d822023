import {
  CARD_VENDOR_NAME_MAX,
  type CardVendor,
  CONTACT_NAME_MAX,
  PHONE_MAX,
  phoneText,
  ZCardVendorCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { FormPage } from '../../../components/form/form-page';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCreateCardVendor } from '../api/create-card-vendor';
import { cardVendorQueryOptions } from '../api/get-card-vendor';
import { useToggleCardVendorStatus } from '../api/toggle-card-vendor-status';
import { useUpdateCardVendor } from '../api/update-card-vendor';

const valuesOf = ({ cardVendorName, contactName, phone }: CardVendor) => ({
  cardVendorName,
  contactName,
  phone: phoneText(phone),
});

/** A card vendor: name (upper case, unique), contact name and phone (kept in its one form). */
export function CardVendorFormPage() {
  const { t } = useTranslation();
  const create = useCreateCardVendor();
  const update = useUpdateCardVendor();
  const toggle = useToggleCardVendorStatus();
  const kit = useRecordForm({
    screen: screens.cardVendorForm,
    backTo: () => screens.cardVendors.to(),
    record: cardVendorQueryOptions,
    initialValues: { cardVendorName: '', contactName: '', phone: '' },
    valuesOf,
    toRequest: (values) => values,
    schema: ZCardVendorCreateRequest,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, cardVendorId: id })),
    toggle: (r) => toggle.mutateAsync({ cardVendorId: r.cardVendorId, status: r.status }),
  });
  const { field } = kit;

  return (
    <FormPage title={t('cardVendors.formTitle')} kit={kit}>
      <TextField
        label={t('fields.cardVendorName')}
        maxLength={CARD_VENDOR_NAME_MAX}
        required
        transform="upper"
        {...field('cardVendorName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField label={t('fields.contactName')} maxLength={CONTACT_NAME_MAX} {...field('contactName')} />
        <TextField
          label={t('fields.phone')}
          // Typed as people write it (+62 812-3456-7890); the contract keeps its digits in one form.
          maxLength={PHONE_MAX * 2}
          inputMode="tel"
          {...field('phone')}
        />
      </SimpleGrid>
    </FormPage>
  );
}

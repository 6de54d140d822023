import { CARD_VENDOR_NAME_MAX, CONTACT_NAME_MAX, PHONE_MAX, ZCardVendorCreateRequest } from '@kamar/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { FormPage } from '../../../components/form/form-page';
import { RecordFormActions, RecordStatusHeader } from '../../../components/form/record-form-parts';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { digitsOnly } from '../../../lib/format';
import { useCreateCardVendor } from '../api/create-card-vendor';
import { useCardVendor } from '../api/get-card-vendor';
import { useToggleCardVendorStatus } from '../api/toggle-card-vendor-status';
import { useUpdateCardVendor } from '../api/update-card-vendor';

interface CardVendorFormValues {
  cardVendorName: string;
  contactName: string;
  phone: string;
}
const LIST = '/setting/card-vendor';

/** A card vendor: name (upper case, unique), contact name and phone (digits). */
export function CardVendorFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('cardVendorId');
  const vendor = useCardVendor(mode.id);
  const create = useCreateCardVendor();
  const update = useUpdateCardVendor();
  const toggleStatus = useToggleCardVendorStatus();

  const form = useForm<CardVendorFormValues>({
    initialValues: { cardVendorName: '', contactName: '', phone: '' },
    validate: (values) => schemaErrors(ZCardVendorCreateRequest, values),
  });

  useEffect(() => {
    if (!vendor.data) return;
    const { cardVendorName, contactName, phone } = vendor.data;
    form.setValues({ cardVendorName, contactName, phone });
    form.resetDirty();
  }, [vendor.data]);

  if (mode.id !== null && vendor.isPending) return <Loading />;
  const record = vendor.data;

  const save = form.onSubmit((values) =>
    run({
      action: () => {
        const input = ZCardVendorCreateRequest.parse(values);
        return mode.isAdd ? create.mutateAsync(input) : update.mutateAsync({ ...input, cardVendorId: mode.id ?? 0 });
      },
      onSuccess: () => navigate(LIST),
    }),
  );
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ cardVendorId: record.cardVendorId, status: record.status }),
      onSuccess: () => navigate(LIST),
    });

  return (
    <FormPage
      title={t('cardVendors.formTitle')}
      onSubmit={save}
      header={record && !mode.isAdd ? <RecordStatusHeader record={record} /> : undefined}
      actions={<RecordFormActions mode={mode} record={record} onToggle={toggle} />}
    >
      <TextInput
        label={t('cardVendors.cardVendorName')}
        maxLength={CARD_VENDOR_NAME_MAX}
        disabled={!mode.editable}
        withAsterisk
        {...form.getInputProps('cardVendorName')}
        onChange={(e) => form.setFieldValue('cardVendorName', e.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('cardVendors.contactName')}
          maxLength={CONTACT_NAME_MAX}
          disabled={!mode.editable}
          {...form.getInputProps('contactName')}
        />
        <TextInput
          label={t('cardVendors.phone')}
          maxLength={PHONE_MAX}
          inputMode="tel"
          disabled={!mode.editable}
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', digitsOnly(e.currentTarget.value))}
        />
      </SimpleGrid>
    </FormPage>
  );
}

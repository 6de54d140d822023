import { ROOM_TYPE_NAME_MAX, ZRoomTypeCreateRequest } from '@kamar/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { FormPage } from '../../../components/form/form-page';
import { MoneyInput } from '../../../components/form/money-input';
import { RecordFormActions, RecordStatusHeader } from '../../../components/form/record-form-parts';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { useCreateRoomType } from '../api/create-room-type';
import { useRoomType } from '../api/get-room-type';
import { useToggleRoomTypeStatus } from '../api/toggle-room-type-status';
import { useUpdateRoomType } from '../api/update-room-type';

type Money = number | '';
interface RoomTypeFormValues {
  roomTypeName: string;
  priceDaily: Money;
  priceWeekly: Money;
  priceMonthly: Money;
  priceYearly: Money;
}
const PRICES = ['priceDaily', 'priceWeekly', 'priceMonthly', 'priceYearly'] as const;
const LIST = '/setting/room-type';

/** An empty money input is "not given", so the schema says "... is required!". */
const payload = (v: RoomTypeFormValues) => ({
  roomTypeName: v.roomTypeName,
  priceDaily: v.priceDaily === '' ? undefined : v.priceDaily,
  priceWeekly: v.priceWeekly === '' ? undefined : v.priceWeekly,
  priceMonthly: v.priceMonthly === '' ? undefined : v.priceMonthly,
  priceYearly: v.priceYearly === '' ? undefined : v.priceYearly,
});

/** Spec /setting/room-type/form: name upper-cased and trimmed, prices grouped as typed. */
export function RoomTypeFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('roomTypeId');
  const roomType = useRoomType(mode.id);
  const create = useCreateRoomType();
  const update = useUpdateRoomType();
  const toggleStatus = useToggleRoomTypeStatus();

  const form = useForm<RoomTypeFormValues>({
    initialValues: { roomTypeName: '', priceDaily: '', priceWeekly: '', priceMonthly: '', priceYearly: '' },
    validate: (values) => schemaErrors(ZRoomTypeCreateRequest, payload(values)),
  });

  useEffect(() => {
    if (!roomType.data) return;
    const { roomTypeName, priceDaily, priceWeekly, priceMonthly, priceYearly } = roomType.data;
    form.setValues({ roomTypeName, priceDaily, priceWeekly, priceMonthly, priceYearly });
    form.resetDirty();
  }, [roomType.data]);

  if (mode.id !== null && roomType.isPending) return <Loading />;
  const record = roomType.data;

  const save = form.onSubmit((values) =>
    run({
      action: () => {
        // The schema the server applies: trimmed, upper-cased, whole rupiah.
        const input = ZRoomTypeCreateRequest.parse(payload(values));
        return mode.isAdd ? create.mutateAsync(input) : update.mutateAsync({ ...input, roomTypeId: mode.id ?? 0 });
      },
      onSuccess: () => navigate(LIST),
    }),
  );
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ roomTypeId: record.roomTypeId, status: record.status }),
      onSuccess: () => navigate(LIST),
    });

  return (
    <FormPage
      title={t('roomTypes.formTitle')}
      onSubmit={save}
      header={record && !mode.isAdd ? <RecordStatusHeader record={record} /> : undefined}
      actions={<RecordFormActions mode={mode} record={record} onToggle={toggle} />}
    >
      <TextInput
        label={t('roomTypes.roomTypeName')}
        maxLength={ROOM_TYPE_NAME_MAX}
        disabled={!mode.editable}
        withAsterisk
        {...form.getInputProps('roomTypeName')}
        onChange={(e) => form.setFieldValue('roomTypeName', e.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PRICES.map((price) => (
          <MoneyInput
            key={price}
            label={t(`roomTypes.${price}`)}
            disabled={!mode.editable}
            withAsterisk
            {...form.getInputProps(price)}
            value={form.values[price]}
            onChange={(value) => form.setFieldValue(price, value)}
          />
        ))}
      </SimpleGrid>
    </FormPage>
  );
}

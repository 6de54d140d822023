import { enumValues, ROOM_NUMBER_MAX, RoomStatus, ZRoomCreateRequest } from '@kamar/contract';
import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { RecordFormActions, RecordStatusHeader } from '../../../components/form/record-form-parts';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { formatMoney } from '../../../lib/format';
import { useCreateRoom } from '../api/create-room';
import { useCardVendorOptions } from '../api/get-card-vendor-options';
import { useRoom } from '../api/get-room';
import { useRoomTypeOptions } from '../api/get-room-type-options';
import { useToggleRoomStatus } from '../api/toggle-room-status';
import { useUpdateRoom } from '../api/update-room';

interface RoomFormValues {
  roomNumber: string;
  roomTypeId: string;
  roomStatus: string;
  cardVendorId: string;
}
const LIST = '/setting/room-setup';

const payload = (v: RoomFormValues) => ({
  roomNumber: v.roomNumber,
  roomTypeId: v.roomTypeId ? Number(v.roomTypeId) : undefined,
  roomStatus: Number(v.roomStatus),
  cardVendorId: v.cardVendorId ? Number(v.cardVendorId) : null,
});

/** Spec /setting/room-setup/form: the room number is typed once (disabled in Edit). */
export function RoomFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('roomId');
  const room = useRoom(mode.id);
  const roomTypes = useRoomTypeOptions();
  const vendors = useCardVendorOptions();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const toggleStatus = useToggleRoomStatus();

  const form = useForm<RoomFormValues>({
    initialValues: { roomNumber: '', roomTypeId: '', roomStatus: String(RoomStatus.Ready), cardVendorId: '' },
    validate: (values) => schemaErrors(ZRoomCreateRequest, payload(values)),
  });

  useEffect(() => {
    if (!room.data) return;
    const r = room.data;
    form.setValues({
      roomNumber: r.roomNumber,
      roomTypeId: String(r.roomTypeId),
      roomStatus: String(r.roomStatus),
      cardVendorId: r.cardVendorId ? String(r.cardVendorId) : '',
    });
    form.resetDirty();
  }, [room.data]);

  if ((mode.id !== null && room.isPending) || roomTypes.isPending || vendors.isPending) return <Loading />;
  const record = room.data;

  // Active choices, plus the room's own type or vendor should it have been deleted since.
  const typeOptions = (roomTypes.data?.listData ?? []).map((rt) => ({ value: rt.roomTypeId, label: rt.roomTypeName }));
  if (record && !typeOptions.some((o) => o.value === record.roomTypeId)) {
    typeOptions.push({ value: record.roomTypeId, label: record.roomTypeName });
  }
  const vendorOptions = (vendors.data?.listData ?? []).map((v) => ({
    value: String(v.cardVendorId),
    label: v.cardVendorName,
  }));
  if (record?.cardVendorId && !vendorOptions.some((o) => o.value === String(record.cardVendorId))) {
    vendorOptions.push({ value: String(record.cardVendorId), label: record.cardVendorName ?? '' });
  }
  const chosenType = roomTypes.data?.listData.find((rt) => String(rt.roomTypeId) === form.values.roomTypeId);

  const save = form.onSubmit((values) =>
    run({
      action: () => {
        const input = ZRoomCreateRequest.parse(payload(values));
        return mode.isAdd ? create.mutateAsync(input) : update.mutateAsync({ ...input, roomId: mode.id ?? 0 });
      },
      onSuccess: () => navigate(LIST),
    }),
  );
  const toggle = () =>
    record &&
    run({
      action: () => toggleStatus.mutateAsync({ roomId: record.roomId, status: record.status }),
      onSuccess: () => navigate(LIST),
    });

  return (
    <FormPage
      title={t('rooms.formTitle')}
      onSubmit={save}
      header={record && !mode.isAdd ? <RecordStatusHeader record={record} /> : undefined}
      actions={<RecordFormActions mode={mode} record={record} onToggle={toggle} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('rooms.roomNumber')}
          maxLength={ROOM_NUMBER_MAX}
          disabled={!mode.isAdd}
          withAsterisk
          {...form.getInputProps('roomNumber')}
          onChange={(e) => form.setFieldValue('roomNumber', e.currentTarget.value.toUpperCase())}
        />
        <EnumSelect
          label={t('rooms.roomType')}
          allowEmpty
          withAsterisk
          disabled={!mode.editable}
          options={typeOptions}
          {...form.getInputProps('roomTypeId')}
          value={form.values.roomTypeId}
          onChange={(value) => form.setFieldValue('roomTypeId', value)}
        />
        <EnumSelect
          label={t('rooms.roomStatus')}
          disabled={!mode.editable}
          options={enumValues(RoomStatus).map((s) => ({ value: s, label: t(`enums.roomStatus.${s}`) }))}
          {...form.getInputProps('roomStatus')}
          value={form.values.roomStatus}
          onChange={(value) => form.setFieldValue('roomStatus', value)}
        />
        <NativeSelect
          label={t('rooms.cardVendor')}
          disabled={!mode.editable}
          data={[{ value: '', label: t('rooms.noCardVendor') }, ...vendorOptions]}
          {...form.getInputProps('cardVendorId')}
        />
      </SimpleGrid>
      {chosenType && (
        <Text size="sm" c="dimmed" data-testid="room-type-prices">
          {t('rooms.typePrices', {
            daily: formatMoney(chosenType.priceDaily),
            weekly: formatMoney(chosenType.priceWeekly),
            monthly: formatMoney(chosenType.priceMonthly),
            yearly: formatMoney(chosenType.priceYearly),
          })}
        </Text>
      )}
    </FormPage>
  );
}

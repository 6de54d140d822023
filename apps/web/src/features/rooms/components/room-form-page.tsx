import { enumValues, ROOM_NUMBER_MAX, type Room, RoomStatus, ZRoomCreateRequest } from '@kamar/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormPage } from '../../../components/form/form-page';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatMoney } from '../../../lib/format';
import { useCreateRoom } from '../api/create-room';
import { useCardVendorOptions } from '../api/get-card-vendor-options';
import { roomQueryOptions } from '../api/get-room';
import { useRoomTypeOptions } from '../api/get-room-type-options';
import { useToggleRoomStatus } from '../api/toggle-room-status';
import { useUpdateRoom } from '../api/update-room';

const empty = { roomNumber: '', roomTypeId: '', roomStatus: String(RoomStatus.Ready), cardVendorId: '' };

const valuesOf = (r: Room): typeof empty => ({
  roomNumber: r.roomNumber,
  roomTypeId: String(r.roomTypeId),
  roomStatus: String(r.roomStatus),
  cardVendorId: r.cardVendorId ? String(r.cardVendorId) : '',
});

const toRequest = (v: typeof empty) => ({
  roomNumber: v.roomNumber,
  roomTypeId: v.roomTypeId ? Number(v.roomTypeId) : undefined,
  roomStatus: Number(v.roomStatus),
  cardVendorId: v.cardVendorId ? Number(v.cardVendorId) : null,
});

/** The active choices, plus the room's own should it have been deleted since. */
function withOwn(options: { value: number; label: string }[], own: { value: number | null; label: string | null }) {
  return own.value && !options.some((o) => o.value === own.value)
    ? [...options, { value: own.value, label: own.label ?? '' }]
    : options;
}

/** Spec /setting/room-setup/form: the room number is typed once (disabled in Edit). */
export function RoomFormPage() {
  const { t } = useTranslation();
  const roomTypes = useRoomTypeOptions();
  const vendors = useCardVendorOptions();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const toggle = useToggleRoomStatus();
  const kit = useRecordForm({
    screen: screens.roomForm,
    backTo: () => screens.rooms.to(),
    record: roomQueryOptions,
    initialValues: empty,
    valuesOf,
    toRequest,
    schema: ZRoomCreateRequest,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, roomId: id })),
    toggle: (r) => toggle.mutateAsync({ roomId: r.roomId, status: r.status }),
  });
  const { field, record } = kit;
  // A room is its type's property's: with several properties each type names its own, and a new
  // room offers the types of the property picked in the top bar.
  const { propertyId, several } = useCurrentProperty();
  const types = (roomTypes.data?.listData ?? [])
    .filter((rt) => !(kit.mode.isAdd && propertyId) || rt.propertyId === propertyId)
    .map((rt) => ({
      value: rt.roomTypeId,
      label: several ? `${rt.roomTypeName} · ${rt.propertyName}` : rt.roomTypeName,
    }));
  const cardVendors = (vendors.data?.listData ?? []).map((v) => ({ value: v.cardVendorId, label: v.cardVendorName }));
  const chosenType = roomTypes.data?.listData.find((rt) => String(rt.roomTypeId) === kit.form.values.roomTypeId);

  return (
    <FormPage title={t('rooms.formTitle')} kit={kit} loading={roomTypes.isPending || vendors.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={t('fields.roomNumber')}
          maxLength={ROOM_NUMBER_MAX}
          required
          transform="upper"
          {...field('roomNumber', { disabled: !kit.mode.isAdd })}
        />
        <ChoiceField
          label={t('fields.roomType')}
          empty
          required
          options={withOwn(types, { value: record?.roomTypeId ?? null, label: record?.roomTypeName ?? null })}
          {...field('roomTypeId')}
        />
        <ChoiceField
          label={t('fields.roomStatus')}
          options={enumValues(RoomStatus).map((s) => ({ value: s, label: t(`enums.roomStatus.${s}`) }))}
          {...field('roomStatus')}
        />
        <ChoiceField
          label={t('fields.cardVendor')}
          empty={t('rooms.noCardVendor')}
          options={withOwn(cardVendors, { value: record?.cardVendorId ?? null, label: record?.cardVendorName ?? null })}
          {...field('cardVendorId')}
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

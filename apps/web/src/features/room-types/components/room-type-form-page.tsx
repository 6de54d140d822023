import { ROOM_TYPE_NAME_MAX, type RoomType, ZRoomTypeCreateRequest } from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { PropertyField, propertyRequired } from '../../../components/form/property-field';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCurrentProperty } from '../../../lib/current-property';
import { useCreateRoomType } from '../api/create-room-type';
import { roomTypeQueryOptions } from '../api/get-room-type';
import { useToggleRoomTypeStatus } from '../api/toggle-room-type-status';
import { useUpdateRoomType } from '../api/update-room-type';

// The checklist panel brings its own words (the inspection screens'): not part of the form's first JavaScript.
const ChecklistPanel = lazy(() => import('./checklist-panel').then((m) => ({ default: m.ChecklistPanel })));

const PRICES = ['priceDaily', 'priceWeekly', 'priceMonthly', 'priceYearly'] as const;
type Money = number | '';
const empty = {
  roomTypeName: '',
  priceDaily: '' as Money,
  priceWeekly: '' as Money,
  priceMonthly: '' as Money,
  priceYearly: '' as Money,
  propertyId: '',
};

const valuesOf = ({ propertyId, roomTypeName, priceDaily, priceWeekly, priceMonthly, priceYearly }: RoomType) => ({
  propertyId: String(propertyId),
  roomTypeName,
  priceDaily,
  priceWeekly,
  priceMonthly,
  priceYearly,
});
/** An empty money input is "not given", so the schema says "... is required!". */
const orMissing = (value: Money) => (value === '' ? undefined : value);

/** Spec /setting/room-type/form: name upper-cased and trimmed, prices grouped as typed. */
export function RoomTypeFormPage() {
  const { t } = useTranslation();
  const create = useCreateRoomType();
  const update = useUpdateRoomType();
  const toggle = useToggleRoomTypeStatus();
  const { propertyId, several } = useCurrentProperty();
  const kit = useRecordForm({
    screen: screens.roomTypeForm,
    backTo: () => screens.roomTypes.to(),
    record: roomTypeQueryOptions,
    initialValues: { ...empty, propertyId: propertyId ? String(propertyId) : '' },
    valuesOf,
    toRequest: (v) => ({
      ...v,
      ...Object.fromEntries(PRICES.map((p) => [p, orMissing(v[p])])),
      propertyId: v.propertyId ? Number(v.propertyId) : undefined,
    }),
    schema: ZRoomTypeCreateRequest,
    rules: (v, mode) => ({ propertyId: mode.isAdd ? propertyRequired(v.propertyId, several) : undefined }),
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, roomTypeId: id })),
    toggle: (r) => toggle.mutateAsync({ roomTypeId: r.roomTypeId, status: r.status }),
  });

  return (
    <>
      <FormPage title={t('roomTypes.formTitle')} kit={kit}>
        <PropertyField fixed={kit.mode.isAdd ? undefined : kit.record} {...kit.field('propertyId')} />
        <TextField
          label={t('fields.roomTypeName')}
          maxLength={ROOM_TYPE_NAME_MAX}
          required
          transform="upper"
          {...kit.field('roomTypeName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PRICES.map((price) => (
            <MoneyField key={price} label={t(`fields.${price}`)} required {...kit.field(price)} />
          ))}
        </SimpleGrid>
      </FormPage>
      {kit.record && (
        <Suspense>
          <ChecklistPanel roomTypeId={kit.record.roomTypeId} />
        </Suspense>
      )}
    </>
  );
}

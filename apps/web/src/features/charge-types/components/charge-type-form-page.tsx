import {
  CHARGE_TYPE_NAME_MAX,
  ChargeKind,
  type ChargeType,
  enumValues,
  Role,
  UNIT_NAME_MAX,
  ZChargeTypeCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { PropertyField, propertyRequired } from '../../../components/form/property-field';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useCurrentProperty } from '../../../lib/current-property';
import { useRole } from '../../../lib/use-role';
import { useCreateChargeType } from '../api/create-charge-type';
import { chargeTypeQueryOptions } from '../api/get-charge-type';
import { useToggleChargeTypeStatus } from '../api/toggle-charge-type-status';
import { useUpdateChargeType } from '../api/update-charge-type';

type Money = number | '';
const METERED = String(ChargeKind.Metered);
const empty = {
  propertyId: '',
  chargeTypeName: '',
  chargeKind: METERED,
  unitName: '',
  unitPrice: '' as Money,
  minimumCharge: '' as Money,
};
type ChargeTypeValues = typeof empty;

const valuesOf = (c: ChargeType): ChargeTypeValues => ({
  propertyId: c.propertyId === null ? '' : String(c.propertyId),
  chargeTypeName: c.chargeTypeName,
  chargeKind: String(c.chargeKind),
  unitName: c.unitName,
  unitPrice: c.unitPrice,
  minimumCharge: c.minimumCharge,
});

/**
 * Setting -> Room Setting -> Charge Type: the name as the tenant reads it on a bill (not
 * upper-cased), how it is charged, its unit and price, and a metered type's minimum. A type of
 * every property (no property) is the Owner's: staff name one of theirs, and only read the Owner's.
 */
export function ChargeTypeFormPage() {
  const { t } = useTranslation();
  const create = useCreateChargeType();
  const update = useUpdateChargeType();
  const toggle = useToggleChargeTypeStatus();
  const owner = useRole() === Role.Owner;
  const { propertyId, several, properties } = useCurrentProperty();
  // Staff of a single property see no property field: theirs is the one.
  const onlyProperty = !owner && properties.length === 1 ? properties[0]?.propertyId : undefined;
  const kit = useRecordForm({
    screen: screens.chargeTypeForm,
    backTo: () => screens.chargeTypes.to(),
    record: chargeTypeQueryOptions,
    initialValues: { ...empty, propertyId: propertyId ? String(propertyId) : '' },
    valuesOf,
    toRequest: (v) => {
      const metered = v.chargeKind === METERED;
      return {
        // None: every property (the Owner's choice).
        propertyId: v.propertyId ? Number(v.propertyId) : onlyProperty,
        chargeTypeName: v.chargeTypeName,
        chargeKind: Number(v.chargeKind),
        unitName: v.unitName,
        // An empty money input is "not given", so the schema says "... is required!".
        unitPrice: v.unitPrice === '' ? undefined : v.unitPrice,
        minimumCharge: metered && v.minimumCharge !== '' ? v.minimumCharge : 0,
      };
    },
    schema: ZChargeTypeCreateRequest,
    rules: (v, mode) => ({
      propertyId: mode.isAdd && !owner ? propertyRequired(v.propertyId, several) : undefined,
    }),
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, chargeTypeId: id })),
    toggle: (r) => toggle.mutateAsync({ chargeTypeId: r.chargeTypeId, status: r.status }),
    changeable: (r) => owner || r.propertyId !== null,
  });
  const everyProperty = t('chargeTypes.everyProperty');
  const ownersOnly = !owner && kit.record?.propertyId === null;
  const metered = kit.form.values.chargeKind === METERED;
  const kinds = enumValues(ChargeKind).map((kind) => ({ value: kind, label: t(`enums.chargeKind.${kind}`) }));

  return (
    <FormPage title={t('chargeTypes.formTitle')} kit={ownersOnly ? { ...kit, mayEdit: false, toggle: undefined } : kit}>
      {kit.mode.isAdd ? (
        <PropertyField {...(owner ? { none: everyProperty } : {})} {...kit.field('propertyId')} />
      ) : (
        <PropertyField fixed={kit.record} none={everyProperty} {...kit.field('propertyId')} />
      )}
      <TextField
        label={t('fields.chargeTypeName')}
        maxLength={CHARGE_TYPE_NAME_MAX}
        required
        {...kit.field('chargeTypeName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField label={t('fields.chargeKind')} required options={kinds} {...kit.field('chargeKind')} />
        <TextField
          label={t('fields.unitName')}
          maxLength={UNIT_NAME_MAX}
          required={metered}
          {...kit.field('unitName')}
        />
        <MoneyField label={t('fields.unitPrice')} required {...kit.field('unitPrice')} />
        {metered && <MoneyField label={t('fields.minimumCharge')} {...kit.field('minimumCharge')} />}
      </SimpleGrid>
    </FormPage>
  );
}

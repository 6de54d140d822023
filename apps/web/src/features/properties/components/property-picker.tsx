import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentProperty } from '../../../lib/current-property';

/**
 * The top bar's property picker: all properties or one, remembered on this device. Shown only
 * when the caller has more than one active property; a native select, so one tap on a phone.
 */
export function PropertyPicker() {
  const { t } = useTranslation();
  const { properties, several, propertyId, pick } = useCurrentProperty();
  if (!several) return null;
  return (
    <NativeSelect
      size="xs"
      w={{ base: 120, sm: 200 }}
      aria-label={t('fields.property')}
      data-testid="property-picker"
      value={String(propertyId)}
      onChange={(e) => pick(Number(e.currentTarget.value))}
      data={[
        { value: '0', label: t('topBar.allProperties') },
        ...properties.map((p) => ({ value: String(p.propertyId), label: p.propertyName })),
      ]}
    />
  );
}

import { refusal } from '@kamar/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentProperty } from '../../lib/current-property';
import { ChoiceField } from './choice-field';
import { ReadValue } from './read-value';
import type { FieldBinding } from './use-record-form';

type PropertyFieldProps = FieldBinding<string> & {
  /** A saved record's property, which stays its own: shown as text. */
  fixed?: { propertyName: string | null } | undefined;
  /** The words of "none" when a record may have no property (an expense of the whole business). */
  none?: string;
};

/**
 * The property a record belongs to, shown only when the business has several: a choice on a new
 * record (starting at the top bar's property), its name once saved when it cannot move.
 */
export function PropertyField({ fixed, none, ...binding }: PropertyFieldProps) {
  const { t } = useTranslation();
  const { properties, several } = useCurrentProperty();
  if (!several) return null;
  const label = t('fields.property');
  if (fixed) return <ReadValue label={label} value={fixed.propertyName ?? none} />;
  const options = properties.map((p) => ({ value: p.propertyId, label: p.propertyName }));
  return (
    <ChoiceField label={label} required={none === undefined} empty={none ?? true} options={options} {...binding} />
  );
}

/** With several properties a record of one must name it (the server would take the oldest). */
export function propertyRequired(value: string, several: boolean) {
  return several && !value ? refusal('field.required', { field: 'propertyId' }) : undefined;
}

import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

/** Yes or no: a checkbox, read as Yes / No in View. */
export function CheckboxField({ label, value, onChange, readOnly, ...props }: FieldLabel & FieldBinding<boolean>) {
  const { t } = useTranslation();
  if (readOnly) return <ReadValue label={label} value={t(value ? 'common.yes' : 'common.no')} />;
  return <Checkbox {...props} label={label} checked={value} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

import { countryChoices } from '@kamar/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadValue } from '../../../components/form/read-value';
import type { FieldBinding, FieldLabel } from '../../../components/form/use-record-form';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The tenant's nationality: a country typed to search (by its name in the reader's language, or
 * its code), Indonesia first; kept as the ISO 3166-1 alpha-2 code the server takes ('ID').
 */
export function NationalityField({
  label,
  required,
  value,
  onChange,
  readOnly,
  error,
  disabled,
}: FieldLabel & FieldBinding<string>) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const data = useMemo(
    () => countryChoices(language).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
    [language],
  );
  if (readOnly) return <ReadValue label={label} value={data.find((c) => c.value === value)?.label ?? value} />;
  return (
    <Select
      label={label}
      withAsterisk={required}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage="-"
      limit={300}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-testid="tenant-nationality"
    />
  );
}

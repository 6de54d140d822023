import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

type ChoiceFieldProps = FieldLabel &
  FieldBinding<string> & {
    options: { value: number | string; label: string }[];
    /** An empty first choice: "Select..." (true) or these words; none when the field always has a value. */
    empty?: boolean | string;
  };

/** One of a few choices (gender, status, a room type...), native on phones, kept as text; its label in View. */
export function ChoiceField({
  label,
  required,
  value,
  onChange,
  readOnly,
  options,
  empty,
  ...props
}: ChoiceFieldProps) {
  const { t } = useTranslation();
  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  if (readOnly) return <ReadValue label={label} value={data.find((o) => o.value === value)?.label} />;
  return (
    <NativeSelect
      {...props}
      label={label}
      withAsterisk={required}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={empty ? [{ value: '', label: empty === true ? t('common.select') : empty }, ...data] : data}
    />
  );
}

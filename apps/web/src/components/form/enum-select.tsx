import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type EnumSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & {
  /** The enumeration's values and labels (already translated). */
  options: { value: number; label: string }[];
  /** The chosen value as text ("" for none). */
  value: string;
  onChange(value: string): void;
  /** Offer an empty "Select..." choice first. */
  allowEmpty?: boolean;
};

/** A fixed list of choices (gender, vehicle, status...), native on phones. */
export function EnumSelect({ options, value, onChange, allowEmpty, ...props }: EnumSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        ...(allowEmpty ? [{ value: '', label: t('common.select') }] : []),
        ...options.map((o) => ({ value: String(o.value), label: o.label })),
      ]}
    />
  );
}

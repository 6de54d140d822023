import { NumberInput, type NumberInputProps } from '@mantine/core';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'thousandSeparator' | 'decimalSeparator'> & {
  value: number | '';
  onChange(value: number | ''): void;
};

/**
 * Whole rupiah, grouped as typed (1.500.000), prefixed Rp and right-aligned; sends digits only
 * (DESIGN.md section 5).
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(v) => onChange(v === '' ? '' : Math.trunc(Number(v)))}
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      leftSection="Rp"
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

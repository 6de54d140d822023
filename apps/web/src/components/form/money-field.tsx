import { formatMoney } from '../../lib/format';
import { MoneyInput } from './money-input';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

/** Whole rupiah, grouped as typed; "Rp 1.500.000" in View. */
export function MoneyField({ label, required, readOnly, ...props }: FieldLabel & FieldBinding<number | ''>) {
  if (readOnly) return <ReadValue label={label} value={props.value === '' ? '' : formatMoney(props.value)} />;
  return <MoneyInput {...props} label={label} withAsterisk={required} />;
}

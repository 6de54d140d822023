import { Checkbox, Group } from '@mantine/core';
import { ReadValue } from './read-value';
import type { FieldBinding, FieldLabel } from './use-record-form';

type ChoicesFieldProps = FieldLabel &
  FieldBinding<string[]> & {
    options: { value: number | string; label: string }[];
  };

/** Several of a few choices (a user's properties): a checkbox each, read as a list in View. */
export function ChoicesField({
  label,
  required,
  value,
  onChange,
  readOnly,
  options,
  error,
  ...props
}: ChoicesFieldProps) {
  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  if (readOnly) {
    const chosen = data.filter((o) => value.includes(o.value)).map((o) => o.label);
    return <ReadValue label={label} value={chosen.join(', ')} />;
  }
  return (
    <Checkbox.Group {...props} label={label} withAsterisk={required} error={error} value={value} onChange={onChange}>
      <Group gap="md" mt={6}>
        {data.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} styles={{ body: { minHeight: 24 } }} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

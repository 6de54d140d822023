import { PasswordInput } from '@mantine/core';
import type { FieldBinding, FieldLabel } from './use-record-form';

/** A new password; never shown, so nothing at all in View. */
export function PasswordField({ label, required, readOnly, onChange, ...props }: FieldLabel & FieldBinding<string>) {
  if (readOnly) return null;
  return (
    <PasswordInput
      {...props}
      label={label}
      withAsterisk={required}
      autoComplete="new-password"
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

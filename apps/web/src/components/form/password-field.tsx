import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldBinding, FieldLabel } from './use-record-form';

/** A new password; never shown, so nothing at all in View. */
export function PasswordField({ label, required, readOnly, onChange, ...props }: FieldLabel & FieldBinding<string>) {
  const { t } = useTranslation();
  if (readOnly) return null;
  return (
    <PasswordInput
      {...props}
      label={label}
      withAsterisk={required}
      autoComplete="new-password"
      // Mantine names its eye button in English unless told.
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A token or password of a channel: never shown back (the server answers only whether one is
 * stored), so the box starts empty and says whether leaving it so keeps a stored one.
 */
export function SecretInput({ stored, ...props }: PasswordInputProps & { stored: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      description={stored ? t('messaging.secretStored') : t('messaging.secretNotSet')}
      // Under the box, so that the boxes of a row stay level with their neighbours without words.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // Never the browser's saved sign-in password.
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
    />
  );
}

import { LANGUAGES } from '@kamar/contract';
import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../lib/i18n';

/**
 * The language switch (top bar, login screen): ID | EN, each named in its own language for
 * screen readers. A choice changes every screen at once and is remembered on this device.
 */
export function LanguageSwitch({ size = 'compact-xs' }: Pick<ButtonProps, 'size'>) {
  const { t, i18n } = useTranslation();
  const current = currentLanguage(i18n.language);
  return (
    <Button.Group aria-label={t('language.label')} data-testid="language-switch">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size={size}
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          lang={language}
          onClick={() => void chooseLanguage(language)}
        >
          <span aria-hidden>{t(`language.${language}Short`)}</span>
          <VisuallyHidden>{t(`language.${language}`)}</VisuallyHidden>
        </Button>
      ))}
    </Button.Group>
  );
}

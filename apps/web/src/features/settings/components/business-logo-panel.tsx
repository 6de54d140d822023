import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { LogoPanel } from '../../../components/form/logo-panel';
import { useUpdateBusinessLogo } from '../api/update-business-profile';

/** The logo printed on every document: choose a new one (saved at once) or remove it. */
export function BusinessLogoPanel({ logoURL }: { logoURL: string }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessLogo();
  const run = useAction();
  const save = (file: File | null) =>
    run({
      confirm: file === null,
      action: () => update.mutateAsync(file),
      successText: t('businessProfile.logoSaved'),
    });
  return <LogoPanel logoURL={logoURL} onChoose={(file) => save(file)} onRemove={() => save(null)} />;
}

import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { LogoPanel } from '../../../components/form/logo-panel';
import { useUpdateBusinessQris } from '../api/update-business-profile';

/** The static QRIS code every tenant's page shows beside the bank accounts: chosen (saved at once) or removed. */
export function BusinessQrisPanel({ qrisURL }: { qrisURL: string }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessQris();
  const run = useAction();
  const save = (file: File | null) =>
    run({
      confirm: file === null,
      action: () => update.mutateAsync(file),
      successText: t('businessProfile.qrisSaved'),
    });
  return (
    <LogoPanel
      logoURL={qrisURL}
      onChoose={(file) => save(file)}
      onRemove={() => save(null)}
      words={{
        title: t('businessProfile.qris'),
        choose: t('businessProfile.chooseQris'),
        remove: t('businessProfile.removeQris'),
      }}
      description={t('businessProfile.qrisHelp')}
      noLogo={t('businessProfile.noQris')}
      height={160}
    />
  );
}

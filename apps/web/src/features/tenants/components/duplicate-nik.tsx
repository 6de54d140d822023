import { refusal } from '@kamar/contract';
import { Alert, Anchor, Checkbox, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { MessageText } from '../../../components/feedback/message-text';

/** The tenant the server named as holding a NIK (tenant.duplicateNik), and the NIK it was about. */
export interface NikHolder {
  idNumber: string;
  tenantId: number;
  tenantName: string;
}

/**
 * Under the NIK a second tenant was about to get: who already holds it (their record opens in a
 * new tab, so this form keeps what is typed), and the deliberate choice to save anyway, which
 * the next Save sends as confirmDuplicateNik.
 */
export function DuplicateNik({
  holder,
  goOn,
  onGoOn,
}: {
  holder: NikHolder;
  goOn: boolean;
  onGoOn(goOn: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} mt="xs" p="xs" data-testid="duplicate-nik">
      <Stack gap={6}>
        <MessageText message={refusal('tenant.duplicateNik', { tenantName: holder.tenantName })} />
        <Anchor
          component={Link}
          to={screens.tenantForm.to({ formType: 'View', id: holder.tenantId })}
          target="_blank"
          size="sm"
        >
          {t('tenants.openNikHolder', { name: holder.tenantName })}
        </Anchor>
        <Checkbox
          checked={goOn}
          onChange={(e) => onGoOn(e.currentTarget.checked)}
          label={t('tenants.confirmDuplicateNik')}
        />
      </Stack>
    </Alert>
  );
}

import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type Icon,
  IconBed,
  IconBolt,
  IconBuildingCommunity,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconChevronRight,
  IconHistory,
  IconKey,
  IconMessages,
  IconReceipt2,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen, screens } from '../../../app/paths';
import { useRole } from '../../../lib/use-role';
import { BackupPanel } from './backup-panel';
import { BillingPanel } from './billing-panel';

function SettingLink({ to, label, icon: Glyph }: { to: string; label: string; icon: Icon }) {
  return (
    <Card component={Link} to={to} withBorder padding="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Glyph size={22} color="var(--mantine-color-blue-6)" aria-hidden />
          <Text fw={500}>{label}</Text>
        </Group>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Card>
  );
}

/** Spec /setting: the Room Setting group, and User Setting for those who may open it (stored admin flag 1). */
export function SettingPage() {
  const { t } = useTranslation();
  const role = useRole();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Stack gap="xs">
        <Title order={2} size="h5" c="dimmed">
          {t('settings.roomSetting')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SettingLink to={screens.roomTypes.to()} label={t('settings.roomType')} icon={IconBuildingWarehouse} />
          <SettingLink to={screens.chargeTypes.to()} label={t('settings.chargeType')} icon={IconBolt} />
          <SettingLink to={screens.rooms.to()} label={t('settings.roomSetup')} icon={IconBed} />
          <SettingLink to={screens.cardVendors.to()} label={t('settings.cardVendor')} icon={IconKey} />
        </SimpleGrid>
      </Stack>
      {[
        screens.businessProfile,
        screens.messageSettings,
        screens.reportSettings,
        screens.agreementTemplate,
        screens.expenseCategories,
        screens.properties,
      ].some((s) => mayOpen(s, role)) && (
        <Stack gap="xs">
          <Title order={2} size="h5" c="dimmed">
            {t('settings.businessSetting')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {mayOpen(screens.businessProfile, role) && (
              <SettingLink
                to={screens.businessProfile.to()}
                label={t('settings.businessProfile')}
                icon={IconBuildingStore}
              />
            )}
            {mayOpen(screens.messageSettings, role) && (
              <SettingLink to={screens.messageSettings.to()} label={t('messaging.title')} icon={IconMessages} />
            )}
            {mayOpen(screens.reportSettings, role) && (
              <SettingLink to={screens.reportSettings.to()} label={t('settings.report')} icon={IconChartBar} />
            )}
            {mayOpen(screens.agreementTemplate, role) && (
              <SettingLink to={screens.agreementTemplate.to()} label={t('settings.agreement')} icon={IconSignature} />
            )}
            {mayOpen(screens.expenseCategories, role) && (
              <SettingLink
                to={screens.expenseCategories.to()}
                label={t('settings.expenseCategory')}
                icon={IconReceipt2}
              />
            )}
            {mayOpen(screens.properties, role) && (
              <SettingLink to={screens.properties.to()} label={t('settings.properties')} icon={IconBuildingCommunity} />
            )}
          </SimpleGrid>
        </Stack>
      )}
      {mayOpen(screens.users, role) && (
        <Stack gap="xs">
          <Title order={2} size="h5" c="dimmed">
            {t('settings.userSetting')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SettingLink to={screens.users.to()} label={t('settings.users')} icon={IconUsers} />
          </SimpleGrid>
        </Stack>
      )}
      <BillingPanel />
      {mayOpen(screens.audit, role) && (
        <Stack gap="xs">
          <Title order={2} size="h5" c="dimmed">
            {t('settings.security')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SettingLink to={screens.audit.to()} label={t('settings.audit')} icon={IconHistory} />
          </SimpleGrid>
        </Stack>
      )}
      <BackupPanel />
    </Stack>
  );
}

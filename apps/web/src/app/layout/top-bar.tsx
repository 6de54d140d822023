import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { PropertyPicker } from '../../features/properties/components/property-picker';
import { useBusinessProfile } from '../../features/settings/api/get-business-profile';
import { useBusinessToday } from '../../lib/business-today';
import { useCurrentProperty } from '../../lib/current-property';
import { formatLongToday } from '../../lib/format';
import type { StoredSession } from '../../lib/session';
import { BusinessIcon } from './menu';

interface TopBarProps {
  user: StoredSession | null;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  onLogout(): void;
  /** On a phone with the menu open, Logout is in the menu (the top bar's one is under its shade). */
  logoutInMenu: boolean;
}

/** The welcome line and today's date (the business's); on phones they move to the top of the menu. */
export function WelcomeLine({ user }: { user: StoredSession | null }) {
  const { t } = useTranslation();
  const today = useBusinessToday();
  return (
    <>
      <Text size="sm" fw={500} data-testid="welcome">
        {t('topBar.welcome', { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="today">
        {formatLongToday(today)}
      </Text>
    </>
  );
}

/**
 * Business name, welcome line, today's date, the property picker (several properties), the
 * language switch and Logout (spec section 1).
 */
export function TopBar({ user, sidebarOpen, onToggleSidebar, onLogout, logoutInMenu }: TopBarProps) {
  const { t } = useTranslation();
  // The business's own name (Setting -> Business Profile); the product's name until it has loaded.
  const profile = useBusinessProfile(user !== null);
  // With several properties the picker names the place: on a phone it takes the business name's and icon's room.
  const { several } = useCurrentProperty();
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      {/* The business's name gives way (truncated) before any control does. */}
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 0' }}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onToggleSidebar}
          aria-label={t(sidebarOpen ? 'menu.closeMenu' : 'menu.openMenu')}
          aria-expanded={sidebarOpen}
        >
          <IconMenu2 size={22} />
        </ActionIcon>
        {several ? (
          <Box visibleFrom="sm" display="flex">
            <BusinessIcon size={24} color="var(--mantine-color-blue-6)" aria-hidden />
          </Box>
        ) : (
          <BusinessIcon size={24} color="var(--mantine-color-blue-6)" aria-hidden />
        )}
        <Text
          fw={700}
          size="lg"
          truncate="end"
          miw={0}
          visibleFrom={several ? 'sm' : undefined}
          data-testid="business-name"
        >
          {profile.data?.businessName ?? t('app.businessName')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Stack gap={0} align="flex-end" visibleFrom="sm">
          <WelcomeLine user={user} />
        </Stack>
        <PropertyPicker />
        <LanguageSwitch />
        <Button
          variant="light"
          color="red"
          size="sm"
          px="sm"
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
          visibleFrom="sm"
        >
          {t('topBar.logout')}
        </Button>
        {/* A phone has no room for the word (it was cut to "K..."): the icon, named, and Logout in the menu. */}
        {!logoutInMenu && (
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            onClick={onLogout}
            aria-label={t('topBar.logout')}
            hiddenFrom="sm"
          >
            <IconLogout size={20} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

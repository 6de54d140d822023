import type { Role } from '@kamar/contract';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../components/feedback/hint';
import { isCurrent, visibleSections } from './menu';

interface SidebarProps {
  open: boolean;
  /** The signed-in user's role: the menu offers what it may open. */
  role: Role;
  onNavigate(): void;
}

/** The menu: labelled sections when open, icons only when collapsed. */
export function Sidebar({ open, role, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // A plain scrolling box with its scrollbar hidden, as Mantine's ScrollArea type="never" drew
    // it: ScrollArea brings Floating UI (about 40 KB minified) into every signed-in first visit.
    <Box component="nav" aria-label={t('menu.sectionMenu')} style={{ overflowY: 'auto', scrollbarWidth: 'none' }}>
      <Stack gap="xs" p="xs">
        {visibleSections(role).map((section) => (
          <Stack key={section.title} gap={2}>
            {open && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                {t(`menu.${section.title}`)}
              </Text>
            )}
            {section.entries.map((entry) => {
              const label = t(`menu.${entry.label}`);
              const link = (
                <NavLink
                  key={entry.screen.path}
                  component={Link}
                  to={entry.screen.to()}
                  label={open ? label : undefined}
                  aria-label={label}
                  leftSection={<entry.icon size={20} stroke={1.6} />}
                  active={isCurrent(entry, pathname)}
                  onClick={onNavigate}
                  variant="filled"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
              return open ? (
                link
              ) : (
                <Hint key={entry.screen.path} label={label} position="right" withArrow>
                  {link}
                </Hint>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** Logout at the foot of the phone's menu. */
export function MenuLogout({ onLogout }: { onLogout(): void }) {
  const { t } = useTranslation();
  return (
    <Box p="xs" mt="auto" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <NavLink
        component="button"
        type="button"
        label={t('topBar.logout')}
        leftSection={<IconLogout size={20} stroke={1.6} />}
        onClick={onLogout}
        c="red.8"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Box>
  );
}

import { type Role, roleMay } from '@kamar/contract';
import { Badge, Box, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../components/feedback/hint';
import { useToCheckCount } from '../../features/online-payments/api/get-to-check-count';
import { useWaitingClaimCount } from '../../features/payment-claims/api/get-waiting-claim-count';
import { useOnlinePaymentOn } from '../../lib/online-payment';
import { isCurrent, type MenuEntry, visibleSections } from './menu';

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
  // Tenants' payments to confirm: counted beside their entry, for those who confirm them.
  const waiting = useWaitingClaimCount(roleMay(role, 'payments.take')).data ?? 0;
  // Online payments: only while the business takes them, for those who read its money; counted by
  // what waits to be settled by hand.
  const online = useOnlinePaymentOn(roleMay(role, 'money.readAll'));
  const toCheck = useToCheckCount(online).data ?? 0;
  const counts: Partial<Record<MenuEntry['label'], number>> = { paymentClaims: waiting, onlinePayments: toCheck };
  const countOf = (entry: MenuEntry) => counts[entry.label] ?? 0;
  return (
    // A plain scrolling box with its scrollbar hidden, as Mantine's ScrollArea type="never" drew
    // it: ScrollArea brings Floating UI (about 40 KB minified) into every signed-in first visit.
    <Box component="nav" aria-label={t('menu.sectionMenu')} style={{ overflowY: 'auto', scrollbarWidth: 'none' }}>
      <Stack gap="xs" p="xs">
        {visibleSections(role, online ? [] : ['onlinePayments']).map((section) => (
          <Stack key={section.title} gap={2}>
            {open && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                {t(`menu.${section.title}`)}
              </Text>
            )}
            {section.entries.map((entry) => {
              const count = countOf(entry);
              const label = t(`menu.${entry.label}`);
              const named = count > 0 ? t('menu.waiting', { label, count }) : label;
              const icon = <entry.icon size={20} stroke={1.6} />;
              const link = (
                <NavLink
                  key={entry.screen.path}
                  component={Link}
                  to={entry.screen.to()}
                  label={open ? label : undefined}
                  aria-label={named}
                  leftSection={count > 0 && !open ? <CountDot>{icon}</CountDot> : icon}
                  rightSection={
                    count > 0 && open ? (
                      <Badge size="sm" color="orange.8" variant="filled" aria-hidden data-testid="menu-count">
                        {count}
                      </Badge>
                    ) : undefined
                  }
                  active={isCurrent(entry, pathname)}
                  onClick={onNavigate}
                  variant="filled"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
              return open ? (
                link
              ) : (
                <Hint key={entry.screen.path} label={named} position="right" withArrow>
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

/** A collapsed entry's icon, marked: something waits there (its count is in the entry's name). */
function CountDot({ children }: { children: ReactNode }) {
  return (
    <Box pos="relative" display="flex">
      {children}
      <Box
        pos="absolute"
        top={-3}
        right={-4}
        w={9}
        h={9}
        bg="orange.8"
        style={{ borderRadius: '50%' }}
        data-testid="menu-count"
      />
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

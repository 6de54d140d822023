import { Role } from '@kamar/contract';
import { AppShell, Box, Overlay, Progress } from '@mantine/core';
import { useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { type CSSProperties, useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { signOut } from '../../features/auth/api/logout';
import { session } from '../../lib/session';
import { TOKEN_KEY } from '../../lib/storage-keys';
import { screens } from '../paths';
import { MenuLogout, Sidebar } from './sidebar';
import { TopBar, WelcomeLine } from './top-bar';

/** Spec section 9: the sidebar is 72 units open and 20 collapsed (Tailwind units: 288 px, 80 px). */
export const SIDEBAR_OPEN_WIDTH = 288;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
const NARROW = '(max-width: 48em)';

function useSession() {
  return useSyncExternalStore(
    session.subscribe,
    () => localStorage.getItem(TOKEN_KEY) + (localStorage.getItem('Role') ?? ''),
  );
}

/** The signed-in frame: top bar, sidebar and the current screen. */
export function AppLayout() {
  useSession(); // re-render when the stored session changes
  const user = session.read();
  const navigate = useNavigate();
  // A screen's code loads on its first visit: say so while the previous screen stays shown.
  const loadingScreen = useNavigation().state === 'loading';
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  // Wide screens remember open or collapsed across visits. On a phone the menu covers the screen,
  // so it always starts closed (a reload never brings it back over the screen).
  const [wideOpen, setWideOpen] = useLocalStorage<boolean>({
    key: 'SidebarOpen',
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [phoneOpen, setPhoneOpen] = useState(false);
  const open = narrow ? phoneOpen : wideOpen;
  const closePhoneMenu = () => setPhoneOpen(false);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && narrow && phoneOpen) closePhoneMenu();
  });

  const logout = () => {
    signOut();
    navigate(screens.login.to());
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        breakpoint: 'sm',
        // Hidden on small screens when collapsed; open there, it covers the screen.
        collapsed: { mobile: !open },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          user={user}
          sidebarOpen={open}
          onToggleSidebar={() => (narrow ? setPhoneOpen((o) => !o) : setWideOpen((o) => !o))}
          onLogout={logout}
          logoutInMenu={narrow && open}
        />
      </AppShell.Header>
      {/* Off screen on a phone, the closed menu must not take keyboard focus either. */}
      {narrow && phoneOpen && <Overlay fixed zIndex={100} backgroundOpacity={0.4} onClick={closePhoneMenu} />}
      <AppShell.Navbar
        data-testid="sidebar"
        data-open={open}
        inert={narrow && !open}
        // On a phone it leaves a strip of the screen showing: a tap there closes it.
        style={narrow ? ({ '--app-shell-navbar-width': 'min(18rem, 85vw)' } as CSSProperties) : undefined}
      >
        <Box hiddenFrom="sm" px="md" pt="md">
          <WelcomeLine user={user} />
        </Box>
        <Sidebar
          open={open || narrow}
          role={user?.role ?? Role.FrontDesk}
          onNavigate={() => {
            if (narrow) closePhoneMenu(); // spec: auto-closes on narrow screens after a click
          }}
        />
        {/* On a phone the menu is where one looks for Logout (the top bar has only its icon). */}
        {narrow && open && <MenuLogout onLogout={logout} />}
      </AppShell.Navbar>
      <AppShell.Main>
        {loadingScreen && (
          <Progress value={100} animated size="xs" radius={0} pos="fixed" top={60} left={0} right={0} aria-hidden />
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

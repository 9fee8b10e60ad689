'use client';

import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  mainMenuCollapsedCookie,
  storedMainMenuCollapsed,
  storeMainMenuCollapsed,
  subscribeToMainMenuPreference,
} from '@/lib/layout/main-menu-preference';
import { MainMenu } from './main-menu';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { TopBar } from './top-bar';
import { MainContent } from './main-content';

interface Props {
  /** The remembered choice, from the cookie the server read, so the first paint is right. */
  initialMenuCollapsed: boolean;
  accountArea: ReactNode;
  /** The channel and install banners, between the top bar and the page. */
  banners: ReactNode;
  children: ReactNode;
}

/**
 * The desktop layout of spec §2: the main menu on the left, the top bar and the page beside it.
 * In a window narrower than MUI's `md` the menu leaves the side (it would push the page out of
 * the window) and opens as a drawer from the top bar's menu button, as on phones.
 */
export function DesktopLayout({ initialMenuCollapsed, accountArea, banners, children }: Props) {
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  // The choice lives under the spec's local-storage key; the cookie mirrors it for the server.
  const storedChoice = useSyncExternalStore(
    subscribeToMainMenuPreference,
    storedMainMenuCollapsed,
    () => null,
  );
  // Without usable local storage the choice still holds for this page.
  const [unstoredChoice, setUnstoredChoice] = useState(initialMenuCollapsed);
  const collapsed = storedChoice ?? unstoredChoice;

  // Should the two disagree (cookies cleared, another app version wiped local storage), the
  // stored choice wins, or the cookie's when nothing is stored, and both are written again.
  useEffect(() => {
    if (storedMainMenuCollapsed() === null || mainMenuCollapsedCookie() !== collapsed) {
      storeMainMenuCollapsed(collapsed);
    }
  }, [collapsed]);

  const toggle = () => {
    setUnstoredChoice(!collapsed);
    storeMainMenuCollapsed(!collapsed);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <MainMenu collapsed={collapsed} onToggle={toggle} />
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          accountArea={accountArea}
          menuOpen={drawerOpenOn === pathname}
          onOpenMenu={() => setDrawerOpenOn(pathname)}
        />
        {banners}
        <MainContent>{children}</MainContent>
      </Box>
      <MobileMenuDrawer open={drawerOpenOn === pathname} onClose={() => setDrawerOpenOn(null)} />
    </Box>
  );
}

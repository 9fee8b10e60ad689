'use client';

import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type DeviceType } from '@bazaar/contracts';
import { shellLayoutFor } from '@/lib/layout/page-layouts';
import { NavigationProgress } from '../navigation-progress';
import { DesktopLayout } from './desktop-layout';
import { DeviceTypeSync } from './device-type-sync';
import { MobileLayout } from './mobile-layout';
import { SlimLayout } from './slim-layout';
import { ViewingAsBanner } from './viewing-as-banner';

interface Props {
  /** The device type the server rendered for (from the device-type cookie). */
  deviceType: DeviceType;
  /** The remembered main-menu choice, from its cookie. */
  menuCollapsed: boolean;
  /** The account actions, composed by the root layout. */
  accountArea: ReactNode;
  /** The channel and install banners, shown under the header of the desktop and mobile layouts. */
  banners: ReactNode;
  children: ReactNode;
}

function SkipToContent() {
  const t = useTranslations('shell');
  return (
    <Box
      component="a"
      href="#main-content"
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 2,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      })}
    >
      {t('skipToContent')}
    </Box>
  );
}

/**
 * Frames every page: the layout of the device, the external layout for the external request
 * context, or the layout the page supplies (see `pageLayoutRules`). The server renders the same
 * choice from the requested path and the cookies, so the first paint is already right.
 */
export function AppShell({ deviceType, menuCollapsed, accountArea, banners, children }: Props) {
  const shell = shellLayoutFor(usePathname(), deviceType);

  let framed: ReactNode;
  switch (shell) {
    case 'desktop':
      framed = (
        <DesktopLayout
          initialMenuCollapsed={menuCollapsed}
          accountArea={accountArea}
          banners={banners}
        >
          {children}
        </DesktopLayout>
      );
      break;
    case 'mobile':
      framed = (
        <MobileLayout accountArea={accountArea} banners={banners}>
          {children}
        </MobileLayout>
      );
      break;
    case 'external':
      framed = (
        <SlimLayout testId="external-header" accountArea={accountArea}>
          {children}
        </SlimLayout>
      );
      break;
    case 'focused':
      framed = <SlimLayout testId="focused-header">{children}</SlimLayout>;
      break;
    case 'bare':
      framed = children;
      break;
  }

  return (
    <>
      {shell === 'bare' ? null : <SkipToContent />}
      {/* Not behind a Suspense boundary: it must hydrate with the shell to see the first click.
          Every page is rendered per request (the root layout reads cookies), so reading the
          search params here never forces a page out of static rendering. */}
      <NavigationProgress />
      <DeviceTypeSync rendered={deviceType} />
      <ViewingAsBanner />
      {framed}
    </>
  );
}

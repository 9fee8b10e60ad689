'use client';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type ReactNode } from 'react';
import { layout } from '@bazaar/contracts';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { LanguageMenu } from '../language-menu';
import { ThemeModeMenu } from '../theme-mode-menu';
import { CartLink, CompareLink, FavoritesLink, NotificationsLink } from './counter-links';
import { CreateEshopMenu } from './create-eshop-menu';
import { SellButton } from './sell-button';
import { ShellSearch } from './shell-search';

interface Props {
  /** Sign In, or the logs link and the account menu. */
  accountArea: ReactNode;
}

/** The desktop top bar (64 px): the global search and the account actions. */
export function TopBar({ accountArea }: Props) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Box
      component="header"
      data-testid="top-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        height: layout.headerHeightPx,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: `${layout.contentPaddingPx}px`,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.86),
        backdropFilter: 'saturate(180%) blur(10px)',
      })}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex' }}>
        <ShellSearch collapsedWidth={300} expandedWidth={560} />
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Box sx={{ mr: 1 }}>
          <SellButton />
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'block' }, mr: 1 }}>
          <CreateEshopMenu />
        </Box>
        <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
          <CreateEshopMenu compact />
        </Box>
        <CompareLink />
        <CartLink />
        {signedIn ? <FavoritesLink /> : null}
        {signedIn ? <NotificationsLink /> : null}
        <LanguageMenu />
        <ThemeModeMenu />
        <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1.5 }} />
        {accountArea}
      </Stack>
    </Box>
  );
}

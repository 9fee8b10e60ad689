'use client';

import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout } from '@bazaar/contracts';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { LanguageMenu } from '../language-menu';
import { ThemeModeMenu } from '../theme-mode-menu';
import { BrandLink } from './brand-link';
import { CartLink, ChatLink, CompareLink, FavoritesLink, NotificationsLink } from './counter-links';
import { CreateEshopMenu } from './create-eshop-menu';
import { SellButton } from './sell-button';
import { ShellSearch } from './shell-search';

interface Props {
  /** Sign In, or the logs link and the account menu. */
  accountArea: ReactNode;
  /** The menu drawer (a narrow window's main menu) is open. */
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** Shown only where the main menu is not beside the page: in a window narrower than `md`. */
const narrowOnly = { display: { xs: 'flex', md: 'none' } } as const;
/** In the menu drawer instead in a window narrower than `md`. */
const wideOnly = { display: { xs: 'none', md: 'flex' } } as const;
/**
 * In the menu drawer instead in a phone-wide window (narrower than `sm`): with them the bar
 * would be wider than the window, and the page would scroll sideways.
 */
const beyondPhoneWidth = { display: { xs: 'none', sm: 'block' } } as const;

/**
 * The desktop top bar (64 px): the global search and the account actions. In a narrow window it
 * also holds the menu button and the brand, and leaves e-shops, language and theme to the drawer;
 * in a phone-wide one also Sell and Favorites.
 */
export function TopBar({ accountArea, menuOpen, onOpenMenu }: Props) {
  const t = useTranslations('shell.menu');
  const signedIn = useAppSelector(selectIsLoggedIn);
  // In a phone-wide window the search is a round button that opens it over the bar's width
  // (as in the mobile layout); squeezed between the brand and the actions it was a sliver.
  const phoneWide = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [searchOpen, setSearchOpen] = useState(false);
  const searching = phoneWide && searchOpen;
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
        gap: { xs: 1, sm: 2 },
        px: `${layout.contentPaddingPx}px`,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.86),
        backdropFilter: 'saturate(180%) blur(10px)',
      })}
    >
      <Box
        sx={{
          ...(searching ? { display: 'none' } : narrowOnly),
          alignItems: 'center',
          gap: 1,
          ml: -1,
          flexShrink: 0,
        }}
      >
        <IconButton
          aria-label={t('open')}
          aria-expanded={menuOpen ? 'true' : 'false'}
          aria-haspopup="dialog"
          data-testid="narrow-menu-button"
          onClick={onOpenMenu}
        >
          <MenuRounded />
        </IconButton>
        <BrandLink markOnly size={30} />
      </Box>
      <Box
        sx={{
          flex: '1 1 auto',
          // The round button keeps its size however many actions the bar holds.
          minWidth: phoneWide ? 40 : 0,
          display: 'flex',
          justifyContent: phoneWide ? 'flex-end' : 'flex-start',
        }}
      >
        <ShellSearch
          collapsedWidth={phoneWide ? 'icon' : 300}
          expandedWidth={phoneWide ? '100%' : 560}
          onExpandedChange={setSearchOpen}
        />
      </Box>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ display: searching ? 'none' : 'flex', alignItems: 'center', flexShrink: 0 }}
      >
        <Box sx={{ ...beyondPhoneWidth, mr: 1 }}>
          <SellButton />
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'block' }, mr: 1 }}>
          <CreateEshopMenu />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block', lg: 'none' } }}>
          <CreateEshopMenu compact />
        </Box>
        <CompareLink />
        <CartLink />
        {signedIn ? (
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <FavoritesLink />
            <ChatLink />
          </Box>
        ) : null}
        {signedIn ? <NotificationsLink /> : null}
        <Box sx={{ ...wideOnly, gap: 0.5 }}>
          <LanguageMenu />
          <ThemeModeMenu />
        </Box>
        <Divider orientation="vertical" flexItem sx={{ ...beyondPhoneWidth, mx: 1, my: 1.5 }} />
        {accountArea}
      </Stack>
    </Box>
  );
}

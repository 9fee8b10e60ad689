'use client';

import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { usePathname } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout } from '@bazaar/contracts';
import { type SearchInputHandle } from '../search-input';
import { BrandLink } from './brand-link';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { ShellSearch } from './shell-search';
import { MainContent } from './main-content';

interface Props {
  accountArea: ReactNode;
  /** The channel and install banners, between the header and the page. */
  banners: ReactNode;
  children: ReactNode;
}

/**
 * The mobile layout of spec §2: a compact header (menu, brand, search, account), the page, and
 * the 45 px bottom bar.
 */
export function MobileLayout({ accountArea, banners, children }: Props) {
  const t = useTranslations('shell.menu');
  const pathname = usePathname();
  const searchRef = useRef<SearchInputHandle>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        data-testid="mobile-header"
        sx={(theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: theme.zIndex.appBar,
          height: layout.compactHeaderHeightPx,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 0.5,
          pr: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.92),
          backdropFilter: 'saturate(180%) blur(10px)',
        })}
      >
        <IconButton
          aria-label={t('open')}
          aria-expanded={menuOpen ? 'true' : 'false'}
          aria-haspopup="dialog"
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpenOn(pathname)}
        >
          <MenuRounded />
        </IconButton>
        {/* While searching, the input takes the brand's and the account's room. */}
        <Box sx={{ display: searchOpen ? 'none' : 'flex', minWidth: 0 }}>
          <BrandLink size={30} />
        </Box>
        <Box
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            display: 'flex',
            justifyContent: 'flex-end',
          }}
        >
          <ShellSearch
            ref={searchRef}
            collapsedWidth="icon"
            expandedWidth="100%"
            onExpandedChange={setSearchOpen}
            suggestionsLayout="sheet"
          />
        </Box>
        <Box sx={{ display: searchOpen ? 'none' : 'flex', flexShrink: 0 }}>{accountArea}</Box>
      </Box>
      {banners}
      <MainContent
        paddingBottom={`calc(${layout.bottomBarHeightPx + layout.contentPaddingPx}px + env(safe-area-inset-bottom, 0px))`}
      >
        {children}
      </MainContent>
      <MobileBottomBar onSearch={() => searchRef.current?.focus()} />
      <MobileMenuDrawer open={menuOpen} onClose={() => setMenuOpenOn(null)} />
    </Box>
  );
}

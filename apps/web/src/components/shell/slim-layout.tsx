'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ReactNode } from 'react';
import { layout } from '@bazaar/contracts';
import { LanguageMenu } from '../language-menu';
import { ThemeModeMenu } from '../theme-mode-menu';
import { BrandLink } from './brand-link';
import { MainContent } from './main-content';

interface Props {
  /** The account actions, for pages where being signed in matters (the external entry points). */
  accountArea?: ReactNode;
  testId: string;
  children: ReactNode;
}

/**
 * A slim header (54 px) over the page, without the main menu, search or bottom bar: the external
 * layout of the integration entry points and the focused layout of the auth pages.
 */
export function SlimLayout({ accountArea, testId, children }: Props) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        data-testid={testId}
        sx={{
          height: layout.compactHeaderHeightPx,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: `${layout.contentPaddingPx}px`,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <BrandLink size={30} />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageMenu />
          <ThemeModeMenu />
          {accountArea ? <Box sx={{ pl: 1 }}>{accountArea}</Box> : null}
        </Stack>
      </Box>
      <MainContent>{children}</MainContent>
    </Box>
  );
}

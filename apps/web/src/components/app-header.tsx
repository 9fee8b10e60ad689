'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout, routes } from '@bazaar/contracts';
import { BazaarMark } from './bazaar-logo';
import { LanguageMenu } from './language-menu';
import { ThemeModeMenu } from './theme-mode-menu';

interface Props {
  /** The account actions (Sign In, or the logs link and the account menu), composed by the layout. */
  accountArea?: ReactNode;
}

/** A small top bar: the brand, the language, the colour theme and the account. The full shell comes later. */
export function AppHeader({ accountArea }: Props) {
  const t = useTranslations('header');
  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'saturate(180%) blur(8px)',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: layout.compactHeaderHeightPx, sm: layout.headerHeightPx },
            gap: 2,
          }}
        >
          <Box
            component={Link}
            href={routes.home}
            aria-label={t('homeLink')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: 2,
            }}
          >
            <BazaarMark size={34} />
            <Stack spacing={0}>
              <Typography
                component="span"
                sx={{
                  fontWeight: 800,
                  fontSize: '1.3rem',
                  letterSpacing: '-0.03em',
                  lineHeight: 1.1,
                }}
              >
                Bazaar
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}
              >
                {t('tagline')}
              </Typography>
            </Stack>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LanguageMenu />
            <ThemeModeMenu />
            {accountArea ? <Box sx={{ pl: { xs: 0.5, sm: 1.5 } }}>{accountArea}</Box> : null}
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

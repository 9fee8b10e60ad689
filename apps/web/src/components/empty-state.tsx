'use client';

import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { MarketIllustration } from './market-illustration';

interface Props {
  title: string;
  description?: string;
  /** Replaces the default illustration. */
  image?: ReactNode;
  /** Further actions beside 'Open Homepage' (e.g. a retry). */
  actions?: ReactNode;
  /** Heading level of the title, so the page keeps one h1. */
  titleComponent?: 'h1' | 'h2';
}

/** The empty or error screen of spec §2: a title, an optional description, an image and 'Open Homepage'. */
export function EmptyState({ title, description, image, actions, titleComponent = 'h1' }: Props) {
  const t = useTranslations('errors');
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Box>{image ?? <MarketIllustration />}</Box>
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        <Typography variant="h4" component={titleComponent}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body1" color="text.secondary">
            {description}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions}
        <Button
          component={Link}
          href={routes.home}
          variant="contained"
          size="large"
          startIcon={<HomeRounded />}
        >
          {t('openHomepage')}
        </Button>
      </Stack>
    </Stack>
  );
}

'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { BazaarMark } from '../bazaar-logo';

interface Props {
  /** The mark alone, for the collapsed menu. */
  markOnly?: boolean;
  size?: number;
}

/** Bazaar's mark and name, leading to the home page. */
export function BrandLink({ markOnly = false, size = 32 }: Props) {
  const t = useTranslations('header');
  return (
    <Box
      component={NextLink}
      href={routes.home}
      aria-label={t('homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <BazaarMark size={size} />
      {markOnly ? null : (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.03em', lineHeight: 1 }}
        >
          Bazaar
        </Typography>
      )}
    </Box>
  );
}

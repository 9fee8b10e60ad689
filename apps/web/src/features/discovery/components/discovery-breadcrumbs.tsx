'use client';

import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'use-intl';

export interface Crumb {
  label: string;
  /** Left out for the page itself. */
  href?: string;
}

/** Where a result page lies in its division: the division, then the catalog path. */
export function DiscoveryBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useTranslations('discovery');
  return (
    <Breadcrumbs
      aria-label={t('breadcrumb')}
      separator={<NavigateNextRounded sx={{ fontSize: 16 }} />}
      data-testid="breadcrumbs"
      sx={{ fontSize: '0.875rem', '& .MuiBreadcrumbs-ol': { rowGap: 0.25 } }}
    >
      {crumbs.map((crumb) =>
        crumb.href ? (
          <MuiLink
            key={crumb.label}
            component={Link}
            href={crumb.href}
            underline="hover"
            color="text.secondary"
          >
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography
            key={crumb.label}
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 'inherit' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type AdminAccount } from '@bazaar/contracts';

/** An account's names and phone (and its shop's names), as a list of terms. */
export function AccountProfileDetails({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: 1,
        m: 0,
      }}
    >
      {[
        [t('fields.first_name'), account.first_name],
        [t('fields.last_name'), account.last_name],
        [t('fields.phone'), account.phone],
        ...(account.seller
          ? [
              [t('fields.account_name'), account.seller.account_name],
              [t('fields.business_name'), account.seller.business_name],
            ]
          : []),
      ].map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

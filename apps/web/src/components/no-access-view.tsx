'use client';

import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import { useTranslations } from 'use-intl';
import { EmptyState } from './empty-state';

/** The no-access view of spec §2: "You don't have access to this page." and the way home. */
export function NoAccessView() {
  const t = useTranslations('access');
  return (
    <EmptyState
      title={t('noAccess')}
      description={t('noAccessDescription')}
      image={
        <Box
          sx={{
            width: 120,
            height: 120,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <LockRounded sx={{ fontSize: 56 }} />
        </Box>
      }
    />
  );
}

'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { type AdminAccount } from '@bazaar/contracts';
import { UserAvatar } from '@/components/user-avatar';
import { AccountStatusChip } from './account-status-chip';

/** The top of an account's page: its picture, name, e-mail, type, status and sign-up day. */
export function AccountHeader({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager');
  const format = useFormatter();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <UserAvatar src={account.avatar} name={account.display_name} variant="profile" size={96} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {account.display_name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {account.email}
          {account.email_verified ? ` · ${t('profile.verified')}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`types.${account.type}`)} />
          <AccountStatusChip status={account.status} />
          <Chip
            size="small"
            variant="outlined"
            label={t('profile.signedUp', {
              day: format.dateTime(new Date(account.created_at), { dateStyle: 'medium' }),
            })}
          />
        </Stack>
      </Box>
    </Stack>
  );
}

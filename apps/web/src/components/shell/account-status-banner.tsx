'use client';

import BlockRounded from '@mui/icons-material/BlockRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { accountStatusIndicator, routes } from '@bazaar/contracts';
import { useCurrentUser } from '@/lib/session/current-user';

/** Where a paused account unpauses (the status section of the profile settings). */
const UNPAUSE_HREF = `${routes.profile}/settings#status`;

/**
 * The account-status warning of the main menu (spec §2, §4): 'Blocked Account' with the
 * administrator's reason and the way to support, or 'Paused Account' with the way to unpause;
 * nothing for active accounts. Collapsed, the menu shows only its icon, named by a tooltip.
 */
export function AccountStatusBanner({ collapsed = false }: { collapsed?: boolean }) {
  const t = useTranslations('account.status');
  const user = useCurrentUser();
  const indicator = accountStatusIndicator(user.data?.status);
  if (indicator === null) return null;
  const blocked = indicator === 'Blocked Account';
  const title = blocked ? t('blocked') : t('paused');
  const Icon = blocked ? BlockRounded : PauseCircleRounded;
  const color = blocked ? 'error.main' : 'warning.main';

  if (collapsed) {
    return (
      <Tooltip title={title} placement="right">
        <Box
          role="status"
          aria-label={title}
          data-testid="account-status-banner"
          sx={{ display: 'grid', placeItems: 'center', height: 40, my: 1, color }}
        >
          <Icon />
        </Box>
      </Tooltip>
    );
  }

  const reason = user.data?.blocked_reason;
  return (
    <Alert
      severity={blocked ? 'error' : 'warning'}
      icon={<Icon fontSize="small" />}
      role="status"
      data-testid="account-status-banner"
      sx={{
        my: 1,
        borderRadius: 2,
        py: 0.5,
        px: 1.25,
        '& .MuiAlert-icon': { mr: 1 },
        '& .MuiAlert-message': { minWidth: 0 },
      }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>{title}</AlertTitle>
      {blocked && reason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
          {t('reason', { reason })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {blocked ? t('blockedHint') : t('pausedHint')}
      </Typography>
      <MuiLink
        component={NextLink}
        href={blocked ? routes.support : UNPAUSE_HREF}
        color="inherit"
        sx={{ fontWeight: 700 }}
      >
        {blocked ? t('contactSupport') : t('unpause')}
      </MuiLink>
    </Alert>
  );
}

'use client';

import BlockRounded from '@mui/icons-material/BlockRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import Alert from '@mui/material/Alert';
import { useTranslations } from 'use-intl';
import { accountStatusIndicator, type ActivityStatus } from '@bazaar/contracts';

/** The account-status indicator of spec §2: 'Blocked Account', 'Paused Account' or nothing. */
export function AccountStatusIndicator({ status }: { status: ActivityStatus | null | undefined }) {
  const t = useTranslations('account.status');
  const indicator = accountStatusIndicator(status);
  if (indicator === null) return null;
  const blocked = indicator === 'Blocked Account';
  return (
    <Alert
      severity={blocked ? 'error' : 'warning'}
      icon={blocked ? <BlockRounded fontSize="small" /> : <PauseCircleRounded fontSize="small" />}
      data-testid="account-status-indicator"
      sx={{ py: 0.25, fontWeight: 600, borderRadius: 2 }}
    >
      {blocked ? t('blocked') : t('paused')}
    </Alert>
  );
}

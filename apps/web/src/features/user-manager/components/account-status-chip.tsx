import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import { type ActivityStatus } from '@bazaar/contracts';

const colours = {
  active: 'success',
  paused: 'warning',
  blocked: 'error',
  paused_blocked: 'error',
} as const satisfies Record<ActivityStatus, string>;

export function AccountStatusChip({ status }: { status: ActivityStatus }) {
  const t = useTranslations('userManager.statuses');
  return <Chip size="small" color={colours[status]} label={t(status)} />;
}

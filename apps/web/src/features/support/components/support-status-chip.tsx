'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import type { SupportRequestStatus } from '@bazaar/contracts';

const colors = {
  new: 'warning',
  in_progress: 'info',
  answered: 'success',
  closed: 'default',
} as const satisfies Record<SupportRequestStatus, string>;

/** A request's status, coloured by how much it still needs an administrator. */
export function SupportStatusChip({ status }: { status: SupportRequestStatus }) {
  const t = useTranslations('support.admin');
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={t(`status.${status}`)}
      data-testid="support-status"
    />
  );
}

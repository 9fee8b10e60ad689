'use client';

import LockRounded from '@mui/icons-material/LockRounded';
import { useTranslations } from 'use-intl';
import { EmptyState } from './empty-state';
import { RoundIconBadge } from './round-icon-badge';

/** The no-access view of spec §2: "You don't have access to this page." and the way home. */
export function NoAccessView() {
  const t = useTranslations('access');
  return (
    <EmptyState
      title={t('noAccess')}
      description={t('noAccessDescription')}
      image={
        <RoundIconBadge>
          <LockRounded />
        </RoundIconBadge>
      }
    />
  );
}

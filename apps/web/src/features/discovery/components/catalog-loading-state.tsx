'use client';

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';
import { RetryAlert } from '@/components/retry-alert';

interface Props {
  /** The catalog could not be loaded: say so, with a retry, instead of the skeleton. */
  failed: boolean;
  message: string;
  onRetry: () => void;
}

/** What a catalog page shows until its node or tree has loaded. */
export function CatalogLoadingState({ failed, message, onRetry }: Props) {
  const t = useTranslations('discovery.results');
  if (failed) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
        {message}
      </RetryAlert>
    );
  }
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width={260} />
      <Skeleton variant="text" width={320} sx={{ fontSize: '2.25rem' }} />
    </Stack>
  );
}

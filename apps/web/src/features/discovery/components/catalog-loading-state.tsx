'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';

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
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {message}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width={260} />
      <Skeleton variant="text" width={320} sx={{ fontSize: '2.25rem' }} />
    </Stack>
  );
}

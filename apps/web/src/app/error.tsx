'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';

/** A page failed to render: say so, and offer a retry and the way home. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <Container maxWidth="md">
      <EmptyState
        title={t('errorTitle')}
        description={t('errorDescription')}
        actions={
          <Button variant="outlined" size="large" startIcon={<RefreshRounded />} onClick={reset}>
            {t('tryAgain')}
          </Button>
        }
      />
    </Container>
  );
}

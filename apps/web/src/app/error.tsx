'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { ErrorView } from '@/components/error-view';
import { isApiError } from '@/lib/api-client';
import { captureError } from '@/lib/error-reporting/reporter';

/**
 * A page failed to render: say so, and offer a retry and the way home. An api failure a query
 * rethrew here (see rethrowsToErrorBoundary) gets the error view: its message, or the no-access
 * view for a 403 FORBIDDEN. Retrying also lets the failed queries fetch again.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const queryReset = useQueryErrorResetBoundary();
  // A render error caught here never reaches window.onerror: report it to the error logs.
  useEffect(() => void captureError(error), [error]);
  const retry = () => {
    queryReset.reset();
    reset();
  };
  if (isApiError(error)) {
    return (
      <Container maxWidth="md">
        <ErrorView error={error} onRetry={retry} />
      </Container>
    );
  }
  return (
    <Container maxWidth="md">
      <EmptyState
        title={t('errorTitle')}
        description={t('errorDescription')}
        actions={
          <Button variant="outlined" size="large" startIcon={<RefreshRounded />} onClick={retry}>
            {t('tryAgain')}
          </Button>
        }
      />
    </Container>
  );
}

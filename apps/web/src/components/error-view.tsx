'use client';

import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslations } from 'use-intl';
import { markHandled } from '@/lib/query/error-message';
import { EmptyState } from './empty-state';
import { errorViewContent } from './error-view-content';
import { NoAccessView } from './no-access-view';
import { RoundIconBadge } from './round-icon-badge';

interface Props {
  error: unknown;
  /** Offers 'Try again' when given. */
  onRetry?: () => void;
  titleComponent?: 'h1' | 'h2';
  /** A 403 FORBIDDEN shows the api's message, not the no-access view (see errorViewContent). */
  forbiddenSaysWhy?: boolean;
}

/**
 * The error view of spec §2: the server's user_message, else the error's message, else
 * 'Unknown error'; a 403 FORBIDDEN shows the no-access view instead. Showing it is the error's
 * display, so the error is marked handled.
 */
export function ErrorView({ error, onRetry, titleComponent, forbiddenSaysWhy }: Props) {
  const t = useTranslations('errors');
  useEffect(() => markHandled(error), [error]);
  const content = errorViewContent(
    error,
    {
      unknown: t('unknown'),
      network: t('network'),
      timeout: t('timeout'),
      invalidResponse: t('invalidResponse'),
    },
    { forbiddenSaysWhy },
  );
  if (content.kind === 'no-access') return <NoAccessView />;
  return (
    <EmptyState
      title={content.message}
      titleComponent={titleComponent}
      image={
        <RoundIconBadge color="error.main">
          <ErrorOutlineRounded />
        </RoundIconBadge>
      }
      actions={
        onRetry ? (
          <Button variant="outlined" size="large" startIcon={<RefreshRounded />} onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null
      }
    />
  );
}

'use client';

import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { CONTINUE_PARAM, continueLocation, routes } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { RoundIconBadge } from '../round-icon-badge';

/** To the page the visitor wanted, read from the address: the cached page was rendered before anyone asked for it. */
function goBack(): void {
  const wanted = new URLSearchParams(window.location.search).get(CONTINUE_PARAM);
  window.location.assign(wanted ? continueLocation(wanted, routes.home) : routes.home);
}

/**
 * The offline page: the service worker shows it (from its cache) when a page cannot be loaded.
 * 'Try again' — or the connection coming back — returns to the page the visitor wanted.
 */
export function OfflineView() {
  const t = useTranslations('offline');
  const view = useRef<HTMLDivElement>(null);

  useEffect(() => {
    window.addEventListener('online', goBack);
    // Says that the page now waits for the connection (it runs in the browser): tests wait for it.
    view.current?.setAttribute('data-waiting-for-connection', 'true');
    return () => window.removeEventListener('online', goBack);
  }, []);

  return (
    <Container maxWidth="md" ref={view} data-testid="offline-view">
      <EmptyState
        title={t('title')}
        description={t('description')}
        image={
          <RoundIconBadge color="text.secondary">
            <CloudOffRounded />
          </RoundIconBadge>
        }
        actions={
          <Button variant="outlined" size="large" startIcon={<RefreshRounded />} onClick={goBack}>
            {t('retry')}
          </Button>
        }
      />
    </Container>
  );
}

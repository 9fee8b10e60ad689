'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useReducer, type ComponentType } from 'react';
import { useTranslations } from 'use-intl';
import { errorMessageOf } from '@/lib/query/error-message';
import { initialLazyLoadState, lazyLoadReducer, type LazyLoadState } from './lazy-load-state';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A spinner while a part loads; on failure its message and a 'Reload' button that retries. */
export function LazyLoadStatus({
  state,
  onReload,
  minHeight = 120,
}: {
  state: LazyLoadState<unknown>;
  onReload: () => void;
  minHeight?: number;
}) {
  const t = useTranslations();
  if (state.status === 'failed') {
    const message = errorMessageOf(state.error, {
      unknown: t('errors.unknown'),
      network: t('errors.network'),
      timeout: t('errors.timeout'),
      invalidResponse: t('errors.invalidResponse'),
    });
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onReload}>
            {t('views.reload')}
          </Button>
        }
      >
        <AlertTitle>{t('views.loadFailed')}</AlertTitle>
        {message}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={t('views.loading')} />
    </Box>
  );
}

/**
 * The lazy-load wrapper of spec §2: `lazyLoad(() => import('./heavy-part'))` gives a component
 * that loads its code when first shown. Unlike React.lazy, a failed load (a dropped connection,
 * a new deployment) can be retried with 'Reload' instead of staying broken.
 */
export function lazyLoad<P extends object>(load: Loader<P>, options: { minHeight?: number } = {}) {
  let loaded: ComponentType<P> | undefined;

  function LazyLoaded(props: P) {
    const [state, dispatch] = useReducer(
      lazyLoadReducer<ComponentType<P>>,
      loaded,
      initialLazyLoadState<ComponentType<P>>,
    );
    const { status, attempt } = state;
    useEffect(() => {
      if (status !== 'loading') return;
      let current = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (current) dispatch({ type: 'resolved', value: module.default, attempt });
        },
        (error: unknown) => {
          if (current) dispatch({ type: 'rejected', error, attempt });
        },
      );
      return () => {
        current = false;
      };
    }, [status, attempt]);

    if (state.status === 'loaded') {
      const Component = state.value;
      return <Component {...props} />;
    }
    return (
      <LazyLoadStatus
        state={state}
        onReload={() => dispatch({ type: 'reload' })}
        minHeight={options.minHeight}
      />
    );
  }
  return LazyLoaded;
}

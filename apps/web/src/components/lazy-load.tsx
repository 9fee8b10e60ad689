'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useReducer, type ComponentType } from 'react';
import { useTranslations } from 'use-intl';
import { errorMessageOf } from '@/lib/query/error-message';
import { initialLazyLoadState, lazyLoadReducer, type LazyLoadState } from './lazy-load-state';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A spinner while a part loads; on failure its message and a 'Reload' button that retries. `sx`
 * shapes the space the part will take, so the page does not jump when it arrives.
 */
export function LazyLoadStatus({
  state,
  onReload,
  sx,
}: {
  state: LazyLoadState<unknown>;
  onReload: () => void;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslations();
  const failed = state.status === 'failed';
  return (
    <Box
      {...(failed ? {} : { role: 'status', 'aria-live': 'polite' as const })}
      data-testid={failed ? 'lazy-load-failed' : 'lazy-load-loading'}
      sx={[
        { display: 'grid', placeItems: 'center', minHeight: 120 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {failed ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onReload}>
              {t('views.reload')}
            </Button>
          }
          sx={{ width: '100%', maxWidth: 560, bgcolor: 'background.paper' }}
        >
          <AlertTitle>{t('views.loadFailed')}</AlertTitle>
          {errorMessageOf(state.error, {
            unknown: t('errors.unknown'),
            network: t('errors.network'),
            timeout: t('errors.timeout'),
            invalidResponse: t('errors.invalidResponse'),
          })}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('views.loading')} />
      )}
    </Box>
  );
}

/**
 * The lazy-load wrapper of spec §2: `lazyLoad(() => import('./heavy-part'))` gives a component
 * that loads its code when first shown. Unlike React.lazy, a failed load (a dropped connection,
 * a new deployment) can be retried with 'Reload' instead of staying broken.
 */
export function lazyLoad<P extends object>(
  load: Loader<P>,
  options: { placeholderSx?: SxProps<Theme> } = {},
) {
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
        sx={options.placeholderSx}
      />
    );
  }
  return LazyLoaded;
}

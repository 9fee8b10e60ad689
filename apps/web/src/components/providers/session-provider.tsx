'use client';

import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { connectSession, refreshSession } from '@/lib/session/session-manager';
import { useAppSelector, useAppStore } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { usePersistor } from './store-provider';

/** Renew this long before the access token expires. */
const REFRESH_LEAD_MS = 60_000;
/** When a renewal failed for a passing reason (offline), try again after this long. */
const RETRY_AFTER_MS = 30_000;

interface Props {
  /** The request carried a refresh cookie: a signed-out tab may still renew its session. */
  canRestoreSession: boolean;
  children: ReactNode;
}

/**
 * Keeps the session alive while the app is open: connects the session to the store and the query
 * client (so a 401 or 410 renews it once), renews it shortly before the access token expires,
 * and renews a session that only the refresh cookie still holds.
 */
export function SessionProvider({ canRestoreSession, children }: Props) {
  const t = useTranslations('auth');
  const store = useAppStore();
  const persistor = usePersistor();
  const queryClient = useQueryClient();
  const rehydrated = useAppSelector(selectRehydrated);
  const tokenExpiration = useAppSelector((state) => state.auth.tokenExpiration);
  const token = useAppSelector((state) => state.auth.token);
  const loggedOutText = useRef(t('sessionLoggedOut'));
  useEffect(() => {
    loggedOutText.current = t('sessionLoggedOut');
  }, [t]);

  useEffect(() => {
    connectSession({
      store,
      persistor,
      queryClient,
      notifySessionEnded: () =>
        enqueueSnackbar(loggedOutText.current, { variant: 'error', preventDuplicate: true }),
    });
    return () => connectSession(null);
  }, [store, persistor, queryClient]);

  // Renew shortly before the token expires (at once when it already has).
  useEffect(() => {
    if (!rehydrated || !token || !tokenExpiration) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(
        () => {
          void refreshSession().then((outcome) => {
            if (outcome === 'failed' && store.getState().auth.token === token) {
              schedule(RETRY_AFTER_MS);
            }
          });
        },
        Math.max(0, delay),
      );
    };
    schedule(Date.parse(tokenExpiration) - Date.now() - REFRESH_LEAD_MS);
    return () => clearTimeout(timer);
  }, [rehydrated, token, tokenExpiration, store]);

  // Signed out in this tab, but the refresh cookie may still hold a session: renew it quietly.
  const restoreTried = useRef(false);
  useEffect(() => {
    if (!rehydrated || token || !canRestoreSession || restoreTried.current) return;
    restoreTried.current = true;
    void refreshSession();
  }, [rehydrated, token, canRestoreSession]);

  return children;
}

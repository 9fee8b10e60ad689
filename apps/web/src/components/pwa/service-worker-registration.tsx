'use client';

import { useEffect } from 'react';
import { useLocale } from 'use-intl';

/** The service worker's address: the frontend version names its cache, the locale its offline page. */
export function serviceWorkerUrl(version: string, locale: string): string {
  const params = new URLSearchParams({ v: version, locale });
  return `/sw.js?${params.toString()}`;
}

/**
 * Registers public/sw.js, in production builds only: during development it would serve stale
 * files. It waits for the page to finish loading so it never competes with the first visit.
 */
export function ServiceWorkerRegistration() {
  const locale = useLocale();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(serviceWorkerUrl(process.env.BAZAAR_WEB_VERSION ?? 'dev', locale), { scope: '/' })
        .catch(() => {
          // Without a service worker Bazaar works as before, just not offline.
        });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [locale]);
  return null;
}

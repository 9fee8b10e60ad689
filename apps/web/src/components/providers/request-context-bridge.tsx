'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useLocale } from 'use-intl';
import { type DeviceType } from '@bazaar/contracts';
import { appContextFor } from '@/lib/layout/page-layouts';
import { registerRequestContextSource } from '@/lib/request-context';
import { useAppStore } from '@/lib/store/hooks';

/**
 * Tells the api client, in the browser, who is asking: the current locale, the device type and
 * the token stored in the auth slice (read at request time, so a sign-in applies at once), and the
 * request context of the page open (external on the integration entry points).
 */
export function RequestContextBridge({ deviceType }: { deviceType: DeviceType }) {
  const locale = useLocale();
  const store = useAppStore();
  const scope = appContextFor(usePathname()).scope;
  useEffect(() => {
    registerRequestContextSource(() => ({
      locale,
      deviceType,
      token: store.getState().auth.token,
      appContext: { scope },
    }));
    return () => registerRequestContextSource(null);
  }, [locale, deviceType, store, scope]);
  return null;
}

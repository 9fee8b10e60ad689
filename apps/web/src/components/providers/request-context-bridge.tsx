'use client';

import { useEffect } from 'react';
import { useLocale } from 'use-intl';
import { type DeviceType } from '@bazaar/contracts';
import { registerRequestContextSource } from '@/lib/request-context';
import { useAppStore } from '@/lib/store/hooks';

/**
 * Tells the api client, in the browser, who is asking: the current locale, the device type and
 * the token stored in the auth slice (read at request time, so a sign-in applies at once).
 */
export function RequestContextBridge({ deviceType }: { deviceType: DeviceType }) {
  const locale = useLocale();
  const store = useAppStore();
  useEffect(() => {
    registerRequestContextSource(() => ({
      locale,
      deviceType,
      token: store.getState().auth.token,
      appContext: { scope: 'internal' },
    }));
    return () => registerRequestContextSource(null);
  }, [locale, deviceType, store]);
  return null;
}

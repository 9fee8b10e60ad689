'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { routes } from '@bazaar/contracts';
import { isProtectedPath } from './route-guard';
import { signOut } from './session-manager';

/**
 * Signs out as spec §4 says: the session is revoked and everything local cleared, then a protected
 * page reloads (and asks to sign in again) while any other page silently gives way to home.
 */
export function useSignOut() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    const location = `${window.location.pathname}${window.location.search}`;
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
    if (isProtectedPath(location)) window.location.reload();
    else router.replace(routes.home);
  }, [router]);
  return { signOut: run, pending };
}

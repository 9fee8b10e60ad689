'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { isUnexpired } from '@/lib/session/access-token';
import { guardRoute, type GuardOutcome, type Viewer } from '@/lib/session/route-guard';
import { refreshSession } from '@/lib/session/session-manager';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { LoadingView } from './loading-view';
import { NoAccessView } from './no-access-view';

const BASE = 'http://bazaar.invalid';

interface Props {
  /** The path and query the server rendered, and what the server's guard decided for it. */
  serverLocation: string;
  serverOutcome: GuardOutcome;
  children: ReactNode;
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The page guard in the browser. The server decides the first paint (the proxy redirects to sign
 * in or shows the no-access view); this keeps deciding while the app runs: after signing out, on
 * client navigations, and when only the refresh cookie holds the session, which it renews before
 * showing the page.
 */
export function RouteAccessGate({ serverLocation, serverOutcome, children }: Props) {
  const t = useTranslations('access');
  const pathname = usePathname();
  const router = useRouter();
  const rehydrated = useAppSelector(selectRehydrated);
  const token = useAppSelector((state) => state.auth.token);
  const tokenExpiration = useAppSelector((state) => state.auth.tokenExpiration);
  const userType = useAppSelector((state) => state.auth.userType);
  // Paths where renewing the session was tried and did not work.
  const [restoreFailedOn, setRestoreFailedOn] = useState<string | null>(null);

  const onServerPage = new URL(serverLocation, BASE).pathname === pathname;
  let viewer: Viewer;
  if (token && userType && isUnexpired(tokenExpiration)) {
    viewer = { signedIn: true, accountType: userType };
  } else {
    const mayRestore = token !== null || (onServerPage && serverOutcome.kind === 'restore-session');
    viewer = { signedIn: false, canRestoreSession: mayRestore && restoreFailedOn !== pathname };
  }
  const outcome: GuardOutcome =
    rehydrated || !onServerPage ? guardRoute(pathname, viewer) : serverOutcome;

  useEffect(() => {
    if (!rehydrated) return;
    if (outcome.kind === 'sign-in' || outcome.kind === 'redirect') {
      const target = guardRoute(currentLocation(), viewer);
      if (target.kind === 'sign-in' || target.kind === 'redirect') router.replace(target.location);
      return;
    }
    if (outcome.kind !== 'restore-session') return;
    let active = true;
    refreshSession()
      .then((result) => {
        if (!active) return;
        if (result === 'renewed') router.refresh();
        else setRestoreFailedOn(pathname);
      })
      .catch(() => {
        if (active) setRestoreFailedOn(pathname);
      });
    return () => {
      active = false;
    };
    // `viewer` follows from the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rehydrated, outcome.kind, pathname, router]);

  switch (outcome.kind) {
    case 'allowed':
      return children;
    case 'no-access':
      return <NoAccessView />;
    case 'restore-session':
      return <LoadingView label={t('restoring')} />;
    default:
      return <LoadingView label={t('redirecting')} />;
  }
}

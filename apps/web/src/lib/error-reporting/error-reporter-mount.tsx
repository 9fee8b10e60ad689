'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { USERS_ME_QUERY_KEY, redactUrl, type CurrentUser } from '@bazaar/contracts';
import { currentRequestContext } from '../request-context';
import { type ReportUser } from './payload';
import { createErrorReporter, setActiveErrorReporter, type ErrorReporter } from './reporter';
import { type ErrorReporterSettings } from './settings';

/**
 * Starts the browser's error reporter once, on the client: it listens for uncaught errors and
 * unhandled rejections, and records navigation as breadcrumbs. Renders nothing.
 */
export function ErrorReporterMount({ settings }: { settings: ErrorReporterSettings }) {
  // Compared by value: a refreshed layout hands over an equal object that must not restart it.
  const { maxBreadcrumbs, maxEventsPerSession, externalDsn } = settings;
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const reporterRef = useRef<ErrorReporter | null>(null);
  const lastPathRef = useRef<string | null>(null);

  useEffect(() => {
    const reporter = createErrorReporter({
      settings: { maxBreadcrumbs, maxEventsPerSession, externalDsn },
      // The user of the current-user query, while the session is signed in.
      getUser: (): ReportUser | null => {
        if (!currentRequestContext().token) return null;
        const user = queryClient.getQueryData<CurrentUser>([USERS_ME_QUERY_KEY]);
        return user ? { id: user.id, email: user.email } : null;
      },
      getContext: () => ({
        locale: document.documentElement.lang || null,
        viewport: `${window.innerWidth}x${window.innerHeight}`,
        online: navigator.onLine,
        visibility: document.visibilityState,
      }),
    });
    reporter.install(window);
    reporterRef.current = reporter;
    setActiveErrorReporter(reporter);
    return () => {
      setActiveErrorReporter(null);
      reporter.uninstall();
      reporterRef.current = null;
    };
  }, [queryClient, maxBreadcrumbs, maxEventsPerSession, externalDsn]);

  useEffect(() => {
    const from = lastPathRef.current;
    lastPathRef.current = pathname;
    reporterRef.current?.addBreadcrumb({
      category: 'navigation',
      message: redactUrl(from ? `${from} → ${pathname}` : `→ ${pathname}`),
    });
  }, [pathname]);

  return null;
}

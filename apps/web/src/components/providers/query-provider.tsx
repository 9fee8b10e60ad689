'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { createBrowserQueryClient } from '@/lib/query/browser-query-client';
import { setErrorTexts } from '@/lib/query/error-texts';
import { showGlobalError } from '@/lib/query/global-error-display';

/** The browser query client, whose failures go to the global error display unless already handled. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('errors');
  useEffect(() => {
    setErrorTexts({
      unknown: t('unknown'),
      network: t('network'),
      timeout: t('timeout'),
      invalidResponse: t('invalidResponse'),
    });
  }, [t]);

  const [queryClient] = useState(() => createBrowserQueryClient(showGlobalError));

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

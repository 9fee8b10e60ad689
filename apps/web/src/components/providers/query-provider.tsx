'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { setErrorTexts } from '@/lib/query/error-texts';
import { showGlobalError } from '@/lib/query/global-error-display';
import { queryClientForProvider } from '@/lib/query/provider-query-client';

/** The app's query client, whose failures go to the global error display unless already handled. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('errors');
  useEffect(() => {
    setErrorTexts({
      unknown: t('unknown'),
      network: t('network'),
      timeout: t('timeout'),
      invalidResponse: t('invalidResponse'),
      subscription: {
        topUp: t('subscriptionTopUp'),
        changePlan: t('subscriptionChangePlan'),
        close: t('subscriptionClose'),
      },
    });
  }, [t]);

  // One client per tab in the browser; on the server one per render, dropped with the request.
  const [queryClient] = useState(() => queryClientForProvider(showGlobalError));

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

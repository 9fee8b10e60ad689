'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { createBrowserQueryClient } from '@/lib/query/browser-query-client';
import { currentErrorTexts, setErrorTexts } from '@/lib/query/error-texts';
import { createGlobalErrorHandler } from '@/lib/query/global-error-handler';

const showErrorToast = (message: string) =>
  enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });

/** The browser query client, whose failures end up as error toasts unless already handled. */
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

  const [queryClient] = useState(() =>
    createBrowserQueryClient(
      createGlobalErrorHandler({ notify: showErrorToast, texts: currentErrorTexts }),
    ),
  );

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import { type Metadata } from 'next';
import { Suspense } from 'react';
import { ErrorLogsPage } from '@/features/error-logs/components/error-logs-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('errorLogs.title'), robots: { index: false } };
}

/** `/logs` (ADMIN, SUPER_ADMIN; the proxy guards it): the error logs, filtered by the address. */
export default function LogsRoute() {
  return (
    <Suspense fallback={null}>
      <ErrorLogsPage />
    </Suspense>
  );
}

import { type Metadata } from 'next';
import { Suspense } from 'react';
import { SupportPage } from '@/features/support/components/support-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('support.title'), description: t('support.intro') };
}

/** `/support` (public): the support form and FAQ; administrators also see the requests. */
export default function SupportRoute() {
  return (
    <Suspense fallback={null}>
      <SupportPage />
    </Suspense>
  );
}

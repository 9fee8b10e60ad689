import { type Metadata } from 'next';
import { Suspense } from 'react';
import { UserManagerPage } from '@/features/user-manager/components/user-manager-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('userManager.title'), robots: { index: false } };
}

/**
 * `/profile/user-manager` (ADMIN, SUPER_ADMIN; the proxy guards it): accounts and the audit
 * trail; `?user=<id>` opens one account.
 */
export default function UserManagerRoute() {
  return (
    <Suspense fallback={null}>
      <UserManagerPage />
    </Suspense>
  );
}

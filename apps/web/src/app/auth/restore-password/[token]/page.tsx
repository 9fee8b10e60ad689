import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { verifyTokenQueryOptions } from '@/features/auth/api/verify-token';
import { RestorePasswordView } from '@/features/auth/components/restore-password-view';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('auth.resetPassword.title'), robots: { index: false } };
}

/** Sets a new password from a restore link; the link is checked on the server first. */
export default async function RestorePasswordPage({
  params,
}: PageProps<'/auth/restore-password/[token]'>) {
  const token = decodeURIComponent((await params).token);
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(verifyTokenQueryOptions(token, await getServerRequestContext()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RestorePasswordView token={token} />
    </HydrationBoundary>
  );
}

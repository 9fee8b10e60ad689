import { type Metadata } from 'next';
import { CONTINUE_PARAM } from '@bazaar/contracts';
import { DirectSignInView } from '@/features/auth/components/direct-sign-in-view';
import { getServerTranslator } from '@/lib/i18n/server';
import { continueParam } from '@/lib/session/route-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('auth.direct.title'), robots: { index: false } };
}

/** `/auth/sign-in/_/:token`: direct sign-in with a one-time link (the folder `%5F` is the URL's `_`). */
export default async function DirectSignInPage({
  params,
  searchParams,
}: PageProps<'/auth/sign-in/_/[token]'>) {
  const { token } = await params;
  const value = (await searchParams)[CONTINUE_PARAM];
  return <DirectSignInView token={decodeURIComponent(token)} continueTo={continueParam(value)} />;
}

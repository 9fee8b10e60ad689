import { type Metadata } from 'next';
import { CONTINUE_PARAM } from '@bazaar/contracts';
import { SignUpBusinessForm } from '@/features/auth/components/sign-up-business-form';
import { getServerTranslator } from '@/lib/i18n/server';
import { continueParam } from '@/lib/session/route-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('auth.signUp.businessTitle') };
}

export default async function SignUpBusinessPage({
  searchParams,
}: PageProps<'/auth/sign-up/business'>) {
  const value = (await searchParams)[CONTINUE_PARAM];
  return <SignUpBusinessForm continueTo={continueParam(value)} />;
}

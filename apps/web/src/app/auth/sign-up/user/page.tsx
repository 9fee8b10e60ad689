import { type Metadata } from 'next';
import { CONTINUE_PARAM } from '@bazaar/contracts';
import { SignUpUserForm } from '@/features/auth/components/sign-up-user-form';
import { getServerTranslator } from '@/lib/i18n/server';
import { continueParam } from '@/lib/session/route-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('auth.signUp.userTitle') };
}

export default async function SignUpUserPage({ searchParams }: PageProps<'/auth/sign-up/user'>) {
  const value = (await searchParams)[CONTINUE_PARAM];
  return <SignUpUserForm continueTo={continueParam(value)} />;
}

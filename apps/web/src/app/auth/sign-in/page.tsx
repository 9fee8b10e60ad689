import { type Metadata } from 'next';
import { CONTINUE_PARAM } from '@bazaar/contracts';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { getServerTranslator } from '@/lib/i18n/server';
import { continueParam } from '@/lib/session/route-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('auth.signIn.title') };
}

function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export default async function SignInPage({ searchParams }: PageProps<'/auth/sign-in'>) {
  const params = await searchParams;
  return (
    <SignInForm
      continueTo={continueParam(params[CONTINUE_PARAM])}
      notice={single(params.notice) === 'password-changed' ? 'password-changed' : null}
      startWithRestore={single(params.restore) === '1'}
    />
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { LoadingView } from '@/components/loading-view';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { useDirectSignIn } from '../api/direct-sign-in';
import { InvalidLinkView } from './invalid-link-view';

/** Signs in with the token of a one-time link (used up on the first try), then goes on. */
export function DirectSignInView({
  token,
  continueTo,
}: {
  token: string;
  continueTo: string | null;
}) {
  const t = useTranslations('auth.direct');
  const router = useRouter();
  const directSignIn = useDirectSignIn();
  const started = useRef(false);

  useEffect(() => {
    // The token works once: never send it twice, even when effects run twice in development.
    if (started.current) return;
    started.current = true;
    directSignIn.mutate(token, {
      onSuccess: (session) => router.replace(afterSignInLocation(continueTo, session.userType)),
    });
  }, [directSignIn, token, continueTo, router]);

  if (directSignIn.isError) {
    return (
      <InvalidLinkView
        title={t('invalidTitle')}
        description={t('invalidDescription')}
        actionLabel={t('goToSignIn')}
        actionHref={routes.signIn}
      />
    );
  }
  return <LoadingView label={t('signingIn')} />;
}

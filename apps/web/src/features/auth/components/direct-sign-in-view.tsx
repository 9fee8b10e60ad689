'use client';

import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadingView } from '@/components/loading-view';
import { RoundIconBadge } from '@/components/round-icon-badge';
import { afterSignInLocation } from '@/lib/session/route-guard';
import { useDirectSignIn } from '../api/direct-sign-in';

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
      onSuccess: () => router.replace(afterSignInLocation(continueTo)),
    });
  }, [directSignIn, token, continueTo, router]);

  if (directSignIn.isError) {
    return (
      <Container maxWidth="md">
        <EmptyState
          title={t('invalidTitle')}
          description={t('invalidDescription')}
          image={
            <RoundIconBadge>
              <LinkOffRounded />
            </RoundIconBadge>
          }
          actions={
            <Button component={NextLink} href={routes.signIn} variant="outlined" size="large">
              {t('goToSignIn')}
            </Button>
          }
        />
      </Container>
    );
  }
  return <LoadingView label={t('signingIn')} />;
}

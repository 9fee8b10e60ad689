'use client';

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { CONTINUE_PARAM, eshopProviderOf, signInLocation } from '@bazaar/contracts';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useClaimStore } from '../api/claim-store';
import { InstallRefusalAlert } from './install-refusal-alert';
import { IconTile } from '@/components/icon-tile';

export const ESHOP_INTEGRATION_PATH = '/profile/e-shop-integration';
const SIGN_UP_BUSINESS_PATH = '/auth/sign-up/business';
/** How long the success stays on screen before the e-shop page opens. */
const SUCCESS_PAUSE_MS = 1500;

function Card({ children }: { children: React.ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '16px' }}>
        <Stack spacing={2.5}>{children}</Stack>
      </Paper>
    </Container>
  );
}

function Attach({ claim }: { claim: string }) {
  const t = useTranslations('eshopIntegrations.complete');
  const router = useRouter();
  const attach = useClaimStore();
  const started = useRef(false);
  const here = `/app/complete-account?claim=${encodeURIComponent(claim)}`;

  useEffect(() => {
    // Once per page: a claim is spent by the first attach.
    if (started.current) return;
    started.current = true;
    attach.mutate(claim, {
      onSuccess: ({ connection }) => {
        setTimeout(
          () => router.replace(`${ESHOP_INTEGRATION_PATH}?connected=${connection.platform}`),
          SUCCESS_PAUSE_MS,
        );
      },
    });
  }, [attach, claim, router]);

  if (attach.isSuccess) {
    const { connection } = attach.data;
    const provider = eshopProviderOf(connection.platform);
    return (
      <Alert
        icon={<CheckCircleRounded />}
        severity="success"
        data-testid="eshop-claim-attached"
        action={
          <Button component={NextLink} href={ESHOP_INTEGRATION_PATH} color="inherit">
            {t('open')}
          </Button>
        }
      >
        {t('attached', { store: connection.store_name, name: provider.name })}
      </Alert>
    );
  }
  if (attach.isError) {
    return (
      <Stack spacing={2}>
        <InstallRefusalAlert error={attach.error} returnTo={here} />
        <Button component={NextLink} href={ESHOP_INTEGRATION_PATH} variant="outlined">
          {t('toIntegrations')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} />
      <Typography>{t('attaching')}</Typography>
    </Stack>
  );
}

function SignedOut({ claim }: { claim: string }) {
  const t = useTranslations('eshopIntegrations.complete');
  const here = `/app/complete-account?claim=${encodeURIComponent(claim)}`;
  return (
    <>
      <Typography color="text.secondary">{t('signedOut')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={NextLink}
          href={`${SIGN_UP_BUSINESS_PATH}?${CONTINUE_PARAM}=${encodeURIComponent(here)}`}
          variant="contained"
          size="large"
          data-testid="eshop-claim-sign-up"
        >
          {t('createSeller')}
        </Button>
        <Button
          component={NextLink}
          href={signInLocation(here)}
          variant="outlined"
          size="large"
          data-testid="eshop-claim-sign-in"
        >
          {t('signIn')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('expires')}
      </Typography>
    </>
  );
}

/**
 * `/app/complete-account?claim=<token>`: a merchant who installed Bazaar's app on the platform
 * attaches the store to a seller account: at once when signed in, else after signing in or
 * creating a seller account (both come back here with `continue`).
 */
export function CompleteAccountPage({ claim }: { claim: string | null }) {
  const t = useTranslations('eshopIntegrations.complete');
  const signedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Card>
      <IconTile tone="filled" round>
        <StorefrontRounded />
      </IconTile>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {!claim ? (
        <Alert severity="error" data-testid="eshop-error-claim">
          {t('noClaim')}
        </Alert>
      ) : signedIn ? (
        <Attach claim={claim} />
      ) : (
        <SignedOut claim={claim} />
      )}
    </Card>
  );
}

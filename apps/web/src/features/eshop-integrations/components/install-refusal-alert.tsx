'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { eshopProviderOf, signInLocation, type StorePlatform } from '@bazaar/contracts';
import { isApiError } from '@/lib/api-client';
import { installRefusalOf } from '../install-errors';

const SIGN_UP_BUSINESS_PATH = '/auth/sign-up/business';

/**
 * An install's or claim's refusal in words (spec §8): sign in and come back, a buyer account
 * cannot connect a store, the store belongs to another account, the platform is not available
 * on this marketplace, or the api's own message.
 */
export function InstallRefusalAlert({
  error,
  returnTo,
  platform,
}: {
  error: unknown;
  returnTo: string;
  /** The platform being connected, when known (a claim's is not). */
  platform?: StorePlatform;
}) {
  const t = useTranslations('eshopIntegrations.errors');
  const refusal = isApiError(error)
    ? installRefusalOf(error.error_code, error.status)
    : { kind: 'other' as const };
  const apiMessage = isApiError(error) && error.user_message ? error.user_message : null;
  switch (refusal.kind) {
    case 'sign-in':
      return (
        <Alert
          severity="info"
          data-testid="eshop-error-ESHOP_INTEGRATION_NOT_SIGNED_IN"
          action={
            <Button component={NextLink} href={signInLocation(returnTo)} color="inherit">
              {t('signIn')}
            </Button>
          }
        >
          {t('notSignedIn')}
        </Alert>
      );
    case 'not-seller':
      return (
        <Alert severity="warning" data-testid="eshop-error-ESHOP_INTEGRATION_NOT_SELLER">
          <AlertTitle>{t('notSellerTitle')}</AlertTitle>
          {t('notSeller')}{' '}
          <Link component={NextLink} href={SIGN_UP_BUSINESS_PATH} color="inherit">
            {t('createSeller')}
          </Link>
        </Alert>
      );
    case 'already-added':
      return (
        <Alert severity="error" data-testid="eshop-error-ESHOP_INTEGRATION_ALREADY_ADDED">
          <AlertTitle>{t('alreadyAddedTitle')}</AlertTitle>
          {t('alreadyAdded')}
        </Alert>
      );
    case 'platform-unavailable':
      return (
        <Alert severity="error" data-testid="eshop-error-ESHOP_PLATFORM_NOT_AVAILABLE">
          {platform
            ? t('platformUnavailable', { name: eshopProviderOf(platform).name })
            : (apiMessage ?? t('unknown'))}
        </Alert>
      );
    case 'claim-expired':
      return (
        <Alert severity="error" data-testid="eshop-error-claim">
          {t('claimExpired')}
        </Alert>
      );
    default:
      return (
        <Alert severity="error" data-testid="eshop-error">
          {apiMessage ?? t('unknown')}
        </Alert>
      );
  }
}

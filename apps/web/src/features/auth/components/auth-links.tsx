'use client';

import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { CONTINUE_PARAM, routes } from '@bazaar/contracts';

/** An auth page's address that keeps the `continue` location. */
export function withContinue(path: string, continueTo: string | null): string {
  return continueTo ? `${path}?${CONTINUE_PARAM}=${encodeURIComponent(continueTo)}` : path;
}

export const signUpUserPath = '/auth/sign-up/user';
export const signUpBusinessPath = '/auth/sign-up/business';

/** Links between the auth pages, below the card. */
export function AuthLinks({
  current,
  continueTo,
}: {
  current: 'sign-in' | 'sign-up-user' | 'sign-up-business';
  continueTo: string | null;
}) {
  const t = useTranslations('auth.links');
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {current !== 'sign-in' ? (
        <Typography>
          {t('haveAccount')}{' '}
          <MuiLink component={NextLink} href={withContinue(routes.signIn, continueTo)}>
            {t('signIn')}
          </MuiLink>
        </Typography>
      ) : null}
      {current !== 'sign-up-user' ? (
        <Typography>
          {t('newBuyer')}{' '}
          <MuiLink component={NextLink} href={withContinue(signUpUserPath, continueTo)}>
            {t('signUpUser')}
          </MuiLink>
        </Typography>
      ) : null}
      {current !== 'sign-up-business' ? (
        <Typography>
          {t('newBusiness')}{' '}
          <MuiLink component={NextLink} href={withContinue(signUpBusinessPath, continueTo)}>
            {t('signUpBusiness')}
          </MuiLink>
        </Typography>
      ) : null}
    </Stack>
  );
}

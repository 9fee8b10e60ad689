'use client';

import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { CONTINUE_PARAM, isAdmin, routes, safeReturnPath, signInLocation } from '@bazaar/contracts';
import { useAppSelector } from '@/lib/store/hooks';
import { AccountMenuButton } from './account-menu-button';

/** Where the Sign In button goes: sign-in, then back here (an auth page keeps its own `continue`). */
function useSignInHref(): string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (pathname.startsWith('/auth/')) {
    const next = safeReturnPath(searchParams.get(CONTINUE_PARAM));
    return next ? signInLocation(next) : routes.signIn;
  }
  const query = searchParams.toString();
  return signInLocation(query ? `${pathname}?${query}` : pathname);
}

/**
 * The account actions of the header: Sign In for visitors; for signed-in users the logs link
 * (admins only) and the avatar with the account menu.
 */
export function HeaderAccountArea() {
  const t = useTranslations('account');
  const token = useAppSelector((state) => state.auth.token);
  const userType = useAppSelector((state) => state.auth.userType);
  const signInHref = useSignInHref();

  if (!token || !userType) {
    return (
      <Button
        component={NextLink}
        href={signInHref}
        variant="contained"
        startIcon={<LoginRounded />}
        data-testid="sign-in-button"
        sx={{
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {t('signIn')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {isAdmin(userType) ? (
        <Button
          component={NextLink}
          href={routes.logs}
          color="inherit"
          aria-label={t('logs')}
          startIcon={<ReceiptLongRounded />}
          sx={{
            color: 'text.secondary',
            minWidth: 0,
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          }}
          data-testid="logs-link"
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('logs')}
          </Box>
        </Button>
      ) : null}
      <AccountMenuButton accountType={userType} />
    </Stack>
  );
}

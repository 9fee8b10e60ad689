'use client';

import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { useCurrentUser } from '@/lib/session/current-user';

/**
 * Asks a signed-in person whose email address is not confirmed to confirm it, where it matters
 * (before an order, before an ad: issue 35). It asks and links to Settings; it blocks nothing.
 */
export function ConfirmAddressPrompt() {
  const t = useTranslations('confirmAddress');
  const user = useCurrentUser();
  if (!user.data || user.data.email_verified) return null;
  return (
    <Alert severity="info" data-testid="confirm-address-prompt">
      {t('text')}{' '}
      <MuiLink component={NextLink} href="/profile/settings#email" sx={{ fontWeight: 700 }}>
        {t('action')}
      </MuiLink>
    </Alert>
  );
}

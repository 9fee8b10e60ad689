'use client';

import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { useCurrentUser } from '@/lib/session/current-user';
import { stopViewing } from '@/lib/session/session-manager';
import { useAppSelector } from '@/lib/store/hooks';

/** The account page an administrator goes back to after viewing as its user. */
export const accountPageOf = (userId: string) =>
  `${routes.profile}/user-manager?user=${encodeURIComponent(userId)}`;

/**
 * While an administrator views the product as a user (ADR 0077), every page says so at its top,
 * read only, with the way back: "Stop viewing" ends the viewing and returns the administrator,
 * in their own session, to the account's page. Nothing shows otherwise.
 */
export function ViewingAsBanner() {
  const t = useTranslations('shell.viewingAs');
  const tokenData = useAppSelector((state) => state.auth.tokenData);
  const viewedId = tokenData?.act ? (tokenData.sub as string) : null;
  const user = useCurrentUser();
  const [stopping, setStopping] = useState(false);
  if (!viewedId) return null;

  const stop = async () => {
    setStopping(true);
    await stopViewing();
    // A fresh page load: nothing of the viewed user's pages stays in memory or refetches.
    window.location.assign(accountPageOf(viewedId));
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      data-testid="viewing-as-banner"
      icon={<VisibilityRounded fontSize="small" />}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          loading={stopping}
          onClick={() => void stop()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('stop')}
        </Button>
      }
      // In the flow above the layout, not sticky: the layouts' own headers stick to the top.
      sx={{
        borderRadius: 0,
        alignItems: 'center',
        py: 0.25,
        '& .MuiAlert-message': { fontWeight: 700, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { pt: 0 },
      }}
    >
      {t('banner', { name: user.data?.display_name ?? '…' })}
    </Alert>
  );
}

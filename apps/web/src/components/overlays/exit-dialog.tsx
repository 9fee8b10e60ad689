'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { sessionStorageKeys } from '@bazaar/contracts';
import { legalDocumentPaths } from '@/lib/legal/legal-documents';
import { readStored, writeStored } from '@/lib/overlays/browser-storage';
import { isExitIntent, shouldOfferExitDialog } from '@/lib/overlays/exit-intent';
import { useOverlayState } from '@/lib/overlays/overlay-store';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { brand } from '@/lib/theme/theme';
import { visuallyHidden } from '../visually-hidden';

interface Props {
  channelUrl: string;
  /** The messaging app's name, or null for a link Bazaar does not recognise. */
  appName: string | null;
}

/** Another modal (the account's own dialogs, say) is open: the invitation does not stack on it. */
function anotherDialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The exit dialog of spec §2/§4: when a signed-out visitor's pointer leaves the window, once per
 * visit, an invitation to the operator's messaging channel.
 */
export function ExitDialog({ channelUrl, appName }: Props) {
  const t = useTranslations('overlays');
  const [open, setOpen] = useState(false);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectRehydrated);
  const { legal, confirmations } = useOverlayState();
  const titleId = useId();
  const textId = useId();

  // Reads the latest state when the pointer leaves, without re-attaching the listener.
  const onMouseOut = useEffectEvent((event: MouseEvent) => {
    if (!isExitIntent(event, { width: window.innerWidth, height: window.innerHeight })) return;
    const offer = shouldOfferExitDialog({
      channelConfigured: true,
      signedIn,
      sessionKnown,
      shownThisVisit: readStored('sessionStorage', sessionStorageKeys.exitDialogShown) !== null,
      otherDialogOpen: legal !== null || confirmations.length > 0 || anotherDialogIsOpen(),
    });
    if (!offer) return;
    writeStored('sessionStorage', sessionStorageKeys.exitDialogShown, new Date().toISOString());
    setOpen(true);
  });

  useEffect(() => {
    const listener = (event: MouseEvent) => onMouseOut(event);
    document.addEventListener('mouseout', listener);
    return () => document.removeEventListener('mouseout', listener);
  }, []);

  const close = () => setOpen(false);
  const app = appName ?? t('channel.genericApp');
  const newTab = t('exitDialog.opensInNewTab');
  const documentLink = (href: string) =>
    function DocumentLink(chunks: ReactNode) {
      return (
        <Link href={href} target="_blank" rel="noopener" underline="always" color="inherit">
          {chunks}
          <Box component="span" sx={visuallyHidden}>
            {` ${newTab}`}
          </Box>
        </Link>
      );
    };

  return (
    <Dialog
      // Signing in (here or, through the shared store, in another tab) ends the invitation.
      open={open && !signedIn}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { overflow: 'hidden', borderRadius: 4 } } }}
    >
      <Box
        aria-hidden
        sx={{
          height: 112,
          display: 'grid',
          placeItems: 'center',
          background: `linear-gradient(135deg, ${brand.teal} 0%, ${brand.tealLight} 55%, ${brand.coral} 130%)`,
        }}
      >
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.95)',
            color: brand.teal,
            boxShadow: 3,
          }}
        >
          <LocalOfferRounded sx={{ fontSize: 32 }} />
        </Box>
      </Box>
      <IconButton
        aria-label={t('exitDialog.close')}
        onClick={close}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          color: '#fff',
          bgcolor: 'rgba(0,0,0,0.18)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.3)' },
        }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: 3, pb: 3 }}>
        <Stack spacing={2} sx={{ textAlign: 'center' }}>
          <Typography id={titleId} variant="h5" component="h2">
            {t('exitDialog.title')}
          </Typography>
          <Stack spacing={1} id={textId}>
            <Typography color="text.secondary">
              {t('exitDialog.reminder')}{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {t('exitDialog.reminderEnd', { app })}
              </Box>
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{t('exitDialog.offers')}</Typography>
          </Stack>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Button
              component="a"
              href={channelUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              size="large"
              startIcon={<SendRounded />}
              onClick={close}
            >
              {t('exitDialog.join')}
              <Box component="span" sx={visuallyHidden}>
                {` ${newTab}`}
              </Box>
            </Button>
            <Button color="inherit" onClick={close} sx={{ color: 'text.secondary' }}>
              {t('exitDialog.dismiss')}
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t.rich('exitDialog.legal', {
              privacy: documentLink(legalDocumentPaths.PRIVACY_POLICY),
              agreement: documentLink(legalDocumentPaths.USER_AGREEMENT),
            })}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

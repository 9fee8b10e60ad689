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
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { legalDocumentPaths } from '@/lib/legal/legal-documents';
import { brand } from '@/lib/theme/theme';
import { visuallyHidden } from '../visually-hidden';
import { ChannelJoinButton } from './channel-join-button';

interface Props {
  channelUrl: string;
  /** The messaging app's name, or null for a link Bazaar does not recognise. */
  appName: string | null;
  open: boolean;
  onClose: () => void;
}

/** The exit dialog's invitation (see ExitDialog, which decides when it opens). */
export function ExitDialogView({ channelUrl, appName, open, onClose: close }: Props) {
  const t = useTranslations('overlays');
  const titleId = useId();
  const textId = useId();
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
      open={open}
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
            <ChannelJoinButton
              channelUrl={channelUrl}
              onClick={close}
              size="large"
              startIcon={<SendRounded />}
            >
              {t('exitDialog.join')}
              <Box component="span" sx={visuallyHidden}>
                {` ${newTab}`}
              </Box>
            </ChannelJoinButton>
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

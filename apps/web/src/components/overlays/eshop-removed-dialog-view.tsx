'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { notificationText, routes, type Notification } from '@bazaar/contracts';

interface Props {
  open: boolean;
  /** The removed-by-platform notice (still the last one while the dialog closes). */
  notice: Notification;
  /** Closing, acknowledging and following the support link all mark the notice viewed. */
  onDismiss: () => void;
}

/** The removed-by-platform modal's content (see EshopRemovedDialog, which decides when it opens). */
export function EshopRemovedDialogView({ open, notice, onDismiss: dismiss }: Props) {
  const t = useTranslations('overlays.eshopRemoved');
  const format = useFormatter();
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  // The notice's own text names the shop, in the reader's language when it carries one.
  const text = notificationText(notice, locale);

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="eshop-removed-dialog"
      slotProps={{ paper: { sx: { borderRadius: 4 } } }}
    >
      <IconButton
        aria-label={t('close')}
        onClick={dismiss}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: 4, pb: 3 }}>
        <Stack spacing={2}>
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'warning.light',
              color: 'warning.contrastText',
            }}
          >
            <LinkOffRounded />
          </Box>
          <Typography id={titleId} variant="h5" component="h2" sx={{ pr: 4 }}>
            {t('title')}
          </Typography>
          <Stack spacing={1} id={textId}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text.title}</Typography>
            {text.body ? (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{text.body}</Typography>
            ) : null}
            <Typography color="text.secondary">{t('explanation')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('removedOn', {
                date: format.dateTime(new Date(notice.created_at), { dateStyle: 'long' }),
              })}
            </Typography>
          </Stack>
          <Typography variant="body2">
            {t.rich('questions', {
              support: (chunks: ReactNode) => (
                <Link component={NextLink} href={routes.support} onClick={dismiss}>
                  {chunks}
                </Link>
              ),
            })}
          </Typography>
          <Button variant="contained" size="large" onClick={dismiss}>
            {t('acknowledge')}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

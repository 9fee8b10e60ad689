'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import {
  eshopDeleteListingsResponse,
  notificationText,
  removedByPlatformMetadata,
  routes,
  type Notification,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { IconTile } from '../icon-tile';

/** The e-shop page, where "Reconnect" opens the connect flow for the removed store. */
const ESHOP_INTEGRATION_PATH = '/profile/e-shop-integration';

/** Deletes every listing imported from the removed store at once; answers how many went. */
async function deleteStoreListings(eshopId: string): Promise<number> {
  const { listings_deleted } = await apiRequest(
    `/eshop-integrations/connections/${encodeURIComponent(eshopId)}/listings`,
    { method: 'DELETE', schema: eshopDeleteListingsResponse },
  );
  return listings_deleted;
}

/** The e-shop page's address that reconnects this store (see EshopIntegrationPage). */
export function reconnectLocation(eshopId: string): string {
  return `${ESHOP_INTEGRATION_PATH}?reconnect=${encodeURIComponent(eshopId)}`;
}

interface Props {
  open: boolean;
  /** The removed-by-platform notice (still the last one while the dialog closes). */
  notice: Notification;
  /** Every way out (closing, "Reconnect", "Keep paused", listings deleted, support) marks it viewed. */
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
  const metadata = removedByPlatformMetadata.safeParse(notice.metadata);
  const eshopId = metadata.success ? metadata.data.eshop_id : null;
  // "Delete listings" asks once more before it deletes: it cannot be undone.
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: deleteStoreListings,
    onSuccess: (count) => {
      enqueueSnackbar(t('deleted', { count }), { variant: 'success' });
      // Every list of the seller's listings (and the e-shop page's counts) is out of date.
      void queryClient.invalidateQueries();
      dismiss();
    },
  });

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
          <IconTile tone="warning" round>
            <LinkOffRounded />
          </IconTile>
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
          <Typography sx={{ fontWeight: 600 }}>{t('choice')}</Typography>
          <Stack spacing={1}>
            <Button
              variant="contained"
              size="large"
              component={NextLink}
              href={eshopId ? reconnectLocation(eshopId) : ESHOP_INTEGRATION_PATH}
              onClick={dismiss}
              data-testid="eshop-removed-reconnect"
            >
              {t('reconnect')}
            </Button>
            {confirmingDelete && eshopId ? (
              <Stack spacing={1} role="group" aria-label={t('delete')}>
                <Typography color="error" data-testid="eshop-removed-delete-warning">
                  {t('deleteWarning')}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={() => setConfirmingDelete(false)}
                    disabled={deletion.isPending}
                    sx={{ flex: 1 }}
                  >
                    {t('cancel')}
                  </Button>
                  <Button
                    variant="contained"
                    color="error"
                    size="large"
                    onClick={() => deletion.mutate(eshopId)}
                    loading={deletion.isPending}
                    sx={{ flex: 1 }}
                    data-testid="eshop-removed-delete-confirm"
                  >
                    {t('deleteConfirm')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  size="large"
                  onClick={dismiss}
                  sx={{ flex: 1 }}
                  data-testid="eshop-removed-keep-paused"
                >
                  {t('keepPaused')}
                </Button>
                {eshopId ? (
                  <Button
                    variant="outlined"
                    color="error"
                    size="large"
                    onClick={() => setConfirmingDelete(true)}
                    sx={{ flex: 1 }}
                    data-testid="eshop-removed-delete"
                  >
                    {t('delete')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </Stack>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

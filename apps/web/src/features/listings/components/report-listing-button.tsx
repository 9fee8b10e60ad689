'use client';

import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter } from 'next/navigation';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { signInLocation } from '@bazaar/contracts';
import { useAppSelector } from '@/lib/store/hooks';
import { useReportListing } from '../api/report-listing';

/**
 * "Report" on an item page: a signed-in member tells the administrators what is wrong with the
 * listing; a visitor signs in first. Its owner sees none.
 */
export function ReportListingButton({
  listingId,
  ownerId,
}: {
  listingId: string;
  ownerId: string;
}) {
  const t = useTranslations('listingPage.report');
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const me = useAppSelector((state) => state.auth.userId);
  const report = useReportListing(listingId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  if (me === ownerId) return null;

  const onClick = () => {
    if (!signedIn) router.push(signInLocation(`${pathname}${window.location.search}`));
    else setOpen(true);
  };
  return (
    <>
      <Button
        onClick={onClick}
        size="small"
        color="inherit"
        startIcon={<FlagOutlined />}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
      >
        {t('action')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: {
            component: 'form',
            onSubmit: (event: React.FormEvent) => {
              event.preventDefault();
              report.mutate(reason.trim(), {
                onSuccess: () => {
                  setOpen(false);
                  setReason('');
                  enqueueSnackbar(t('thanks'), { variant: 'success' });
                },
              });
            },
          },
        }}
      >
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('explained')}
          </Typography>
          <TextField
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            required
            fullWidth
            slotProps={{ htmlInput: { minLength: 3, maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={report.isPending}>
            {t('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type AdvertisingCampaign } from '@bazaar/contracts';
import { useCampaignAction } from '../api/change-campaign-state';

/** An administrator's reason for stopping a campaign (the seller reads it). */
export function StopDialog({
  campaign,
  onClose,
}: {
  campaign: AdvertisingCampaign;
  onClose: () => void;
}) {
  const t = useTranslations('advertising');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const action = useCampaignAction();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    action.mutate(
      { id: campaign.id, action: 'stop', reason: reason.trim() },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('stopTitle', { title: campaign.listing.title })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('stopReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            helperText={t('stopReasonHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={action.isPending}>
            {t('actions.stop')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

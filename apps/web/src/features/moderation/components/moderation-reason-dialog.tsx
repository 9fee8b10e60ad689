'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';

/** Asks an administrator for the reason of a revision request or a block. */
export function ModerationReasonDialog({
  title,
  explained,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  explained: string;
  confirm: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('listingModeration');
  const [reason, setReason] = useState('');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: React.FormEvent) => {
            event.preventDefault();
            onConfirm(reason.trim());
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {explained}
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
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

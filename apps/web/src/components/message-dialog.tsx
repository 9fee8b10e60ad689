'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { chatLimits } from '@bazaar/contracts';

interface Props {
  open: boolean;
  title: string;
  /** What the conversation is about, under the title. */
  about: string;
  pending: boolean;
  onClose: () => void;
  onSend: (text: string) => void;
}

/** The message box of a start point: the first message of the conversation. */
export function MessageDialog({ open, title, about, pending, onClose, onSend }: Props) {
  const t = useTranslations('chat.start');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSend(text);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {about}
          </Typography>
          <TextField
            fullWidth
            multiline
            minRows={3}
            label={t('dialogLabel')}
            placeholder={t('dialogPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: chatLimits.textMax, 'data-testid': 'first-message' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={pending}
            disabled={!text.trim()}
            data-testid="send-first-message"
          >
            {t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';

interface Props {
  /** Defaults to open, for a dialog its caller mounts only while it asks. */
  open?: boolean;
  title: string;
  /** What happens with the reason, above the field. */
  explained?: string;
  reasonLabel: string;
  helperText?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** `error` when confirming takes something away (hides, stops). */
  confirmColor?: 'primary' | 'error';
  pending: boolean;
  minRows: number;
  minLength?: number;
  maxLength?: number;
  maxWidth?: 'xs' | 'sm';
  /** Called with the reason, trimmed. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for a written reason before an action that someone else is told about (a report, a
 * revision request, a hidden review, a stopped campaign). The text stays while the dialog is only
 * closed; a caller clears it by mounting a new one (`key`).
 */
export function ReasonDialog({
  open = true,
  title,
  explained,
  reasonLabel,
  helperText,
  cancelLabel,
  confirmLabel,
  confirmColor = 'primary',
  pending,
  minRows,
  minLength,
  maxLength,
  maxWidth = 'sm',
  onConfirm,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: FormEvent) => {
            event.preventDefault();
            onConfirm(reason.trim());
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {explained ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {explained}
          </Typography>
        ) : null}
        <TextField
          label={reasonLabel}
          helperText={helperText}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={minRows}
          required
          fullWidth
          // Without the text above, the label needs room under the title.
          sx={explained ? undefined : { mt: 1 }}
          slotProps={{ htmlInput: { minLength, maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button type="submit" variant="contained" color={confirmColor} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { ApiErrorAlert } from './api-error-alert';

/**
 * The form both merges share: one choice merged into another (never into itself), the api's
 * refusal (§8's merge errors) said in the dialog.
 */
export function MergeDialog({
  title,
  hint,
  sourceLabel,
  targetLabel,
  choices,
  error,
  pending,
  onMerge,
  onClose,
}: {
  title: string;
  hint?: string;
  sourceLabel: string;
  targetLabel: string;
  choices: readonly { value: string; label: string }[];
  error: unknown;
  pending: boolean;
  onMerge: (source: string, target: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('filtersManager');
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const items = choices.map((choice) => (
    <MenuItem key={choice.value} value={choice.value}>
      {choice.label}
    </MenuItem>
  ));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {hint ? <DialogContentText>{hint}</DialogContentText> : null}
        <Stack spacing={2} sx={{ pt: hint ? 2 : 1 }}>
          <TextField
            select
            label={sourceLabel}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          >
            {items}
          </TextField>
          <TextField
            select
            label={targetLabel}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {items}
          </TextField>
          <ApiErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!source || !target || source === target || pending}
          onClick={() => onMerge(source, target)}
        >
          {t('merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
import { useLocale, useTranslations } from 'use-intl';
import { type ManagedParameter } from '@bazaar/contracts';
import { useMergeParameters } from '../api/change-parameters';
import { ApiErrorAlert } from './api-error-alert';
import { localized } from './localized';

/**
 * Merges one parameter into another: listings' values move to the other. Every parameter the
 * node shows is offered; the api refuses two of different nodes and the dialog says why.
 */
export function MergeParametersDialog({
  parameters,
  onClose,
  onMerged,
}: {
  parameters: readonly ManagedParameter[];
  onClose: () => void;
  onMerged: (listingsChanged: number) => void;
}) {
  const t = useTranslations('filtersManager');
  const locale = useLocale();
  const merge = useMergeParameters();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const choices = parameters.map((parameter) => (
    <MenuItem key={parameter.id} value={parameter.id}>
      {localized(locale, parameter.name, parameter.name_de)}
      {parameter.inherited ? ` (${t('inherited')})` : ''}
    </MenuItem>
  ));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('mergeParametersTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('mergeParametersHint')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <TextField
            select
            label={t('mergeSourceParameter')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          >
            {choices}
          </TextField>
          <TextField
            select
            label={t('mergeTargetParameter')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {choices}
          </TextField>
          <ApiErrorAlert error={merge.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!source || !target || source === target || merge.isPending}
          onClick={() =>
            merge.mutate(
              { source_id: source, target_id: target },
              { onSuccess: (result) => onMerged(result.listings_changed) },
            )
          }
        >
          {t('merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

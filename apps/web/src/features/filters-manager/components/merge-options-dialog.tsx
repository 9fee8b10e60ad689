'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { type ManagedParameter } from '@bazaar/contracts';
import { useMergeOptions } from '../api/change-parameters';
import { ApiErrorAlert } from './api-error-alert';
import { localized } from './localized';

/** Merges one option of a parameter into another: listings holding it move to the other. */
export function MergeOptionsDialog({
  parameter,
  onClose,
  onMerged,
}: {
  parameter: ManagedParameter;
  onClose: () => void;
  onMerged: (listingsChanged: number) => void;
}) {
  const t = useTranslations('filtersManager');
  const locale = useLocale();
  const merge = useMergeOptions();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const options = parameter.options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {localized(locale, option.label, option.label_de)}
    </MenuItem>
  ));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {t('mergeOptionsTitle', { name: localized(locale, parameter.name, parameter.name_de) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('mergeSourceOption')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          >
            {options}
          </TextField>
          <TextField
            select
            label={t('mergeTargetOption')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {options}
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
              { id: parameter.id, source_value: source, target_value: target },
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

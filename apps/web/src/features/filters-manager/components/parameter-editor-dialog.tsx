'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  catalogParameterTypes,
  type CatalogParameterType,
  type ManagedParameter,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { useCreateParameter } from '../api/create-parameter';
import { useUpdateParameter } from '../api/update-parameter';
import { ApiErrorAlert } from './api-error-alert';
import { ParameterOptionsEditor, type OptionDraft } from './parameter-options-editor';

const hasOptions = (type: CatalogParameterType) => type === 's' || type === 'm';

/** Adds a parameter to a node, or edits one: names in both languages, options in order. */
export function ParameterEditorDialog({
  section,
  nodeId,
  parameter,
  onClose,
}: {
  section: MarketplaceSection;
  nodeId: string | null;
  /** The parameter edited; undefined: a new one. */
  parameter?: ManagedParameter;
  onClose: () => void;
}) {
  const t = useTranslations('filtersManager');
  const create = useCreateParameter();
  const update = useUpdateParameter();
  const [key, setKey] = useState(parameter?.key ?? '');
  const [name, setName] = useState(parameter?.name ?? '');
  const [nameDe, setNameDe] = useState(parameter?.name_de ?? '');
  const [type, setType] = useState<CatalogParameterType>(parameter?.type ?? 's');
  const [shown, setShown] = useState(parameter?.shown_as_filter ?? true);
  const [definesSku, setDefinesSku] = useState(parameter?.defines_sku ?? false);
  const [options, setOptions] = useState<OptionDraft[]>(
    parameter?.options.map((option) => ({
      value: option.value,
      label: option.label,
      label_de: option.label_de ?? '',
      saved: true,
    })) ?? [],
  );
  const saving = create.isPending || update.isPending;

  const save = () => {
    const optionInput = hasOptions(type)
      ? options.map((option) => ({
          value: option.value.trim(),
          label: option.label,
          label_de: option.label_de || null,
        }))
      : [];
    const common = {
      name,
      name_de: nameDe || null,
      shown_as_filter: shown,
      defines_sku: definesSku,
      options: optionInput,
    };
    if (parameter) update.mutate({ id: parameter.id, ...common }, { onSuccess: onClose });
    else create.mutate({ section, node_id: nodeId, key, type, ...common }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{parameter ? t('editTitle') : t('addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('fields.key')}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            disabled={parameter !== undefined}
            helperText={t('fields.keyHint')}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.nameEn')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              fullWidth
            />
            <TextField
              label={t('fields.nameDe')}
              value={nameDe}
              onChange={(event) => setNameDe(event.target.value)}
              fullWidth
            />
          </Stack>
          <TextField
            select
            label={t('fields.type')}
            value={type}
            onChange={(event) => setType(event.target.value as CatalogParameterType)}
            disabled={parameter !== undefined}
          >
            {catalogParameterTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`types.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />
              }
              label={t('fields.shown')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={definesSku}
                  onChange={(event) => setDefinesSku(event.target.checked)}
                />
              }
              label={t('definesSku')}
            />
          </Stack>
          {hasOptions(type) && <ParameterOptionsEditor options={options} setOptions={setOptions} />}
          <ApiErrorAlert error={create.error ?? update.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={saving || !name || !key} onClick={save}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

interface OptionDraft {
  value: string;
  label: string;
  label_de: string;
  /** Listings may hold it: its value stays, and it is merged away rather than removed. */
  saved: boolean;
}

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

  const changeOption = (index: number, change: Partial<OptionDraft>) =>
    setOptions((current) =>
      current.map((option, at) => (at === index ? { ...option, ...change } : option)),
    );
  const moveOption = (index: number, by: -1 | 1) =>
    setOptions((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

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
          {hasOptions(type) && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {t('fields.options')}
              </Typography>
              {options.map((option, index) => (
                <Stack
                  key={index}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                  data-testid="option-row"
                >
                  <TextField
                    size="small"
                    label={t('fields.optionValue')}
                    value={option.value}
                    disabled={option.saved}
                    onChange={(event) => changeOption(index, { value: event.target.value })}
                  />
                  <TextField
                    size="small"
                    label={t('fields.optionLabelEn')}
                    value={option.label}
                    onChange={(event) => changeOption(index, { label: event.target.value })}
                  />
                  <TextField
                    size="small"
                    label={t('fields.optionLabelDe')}
                    value={option.label_de}
                    onChange={(event) => changeOption(index, { label_de: event.target.value })}
                  />
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('moveUp', { name: option.label })}
                      onClick={() => moveOption(index, -1)}
                    >
                      <ArrowUpwardRounded fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === options.length - 1}
                      aria-label={t('moveDown', { name: option.label })}
                      onClick={() => moveOption(index, 1)}
                    >
                      <ArrowDownwardRounded fontSize="small" />
                    </IconButton>
                    {!option.saved && (
                      <IconButton
                        size="small"
                        aria-label={t('removeOption', { name: option.label })}
                        onClick={() =>
                          setOptions((current) => current.filter((_, at) => at !== index))
                        }
                      >
                        <DeleteOutlineRounded fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                </Stack>
              ))}
              <Button
                startIcon={<AddRounded />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setOptions((current) => [
                    ...current,
                    { value: '', label: '', label_de: '', saved: false },
                  ])
                }
              >
                {t('addOption')}
              </Button>
            </Stack>
          )}
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

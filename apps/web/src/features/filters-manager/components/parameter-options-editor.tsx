'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslations } from 'use-intl';

export interface OptionDraft {
  value: string;
  label: string;
  label_de: string;
  /** Listings may hold it: its value stays, and it is merged away rather than removed. */
  saved: boolean;
}

/** The options of a select parameter, in order: values, labels in both languages, moves. */
export function ParameterOptionsEditor({
  options,
  setOptions,
}: {
  options: OptionDraft[];
  setOptions: Dispatch<SetStateAction<OptionDraft[]>>;
}) {
  const t = useTranslations('filtersManager');
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

  return (
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
                onClick={() => setOptions((current) => current.filter((_, at) => at !== index))}
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
  );
}

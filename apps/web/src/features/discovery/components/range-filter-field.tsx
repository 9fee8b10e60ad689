'use client';

import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type NumberRange } from '@bazaar/contracts';
import { typedRange } from '../number-range';

interface Props {
  /** Names the two fields for assistive technology: "Price, minimum". */
  name: string;
  value: NumberRange | undefined;
  /** A currency symbol or a unit shown in the fields. */
  unit?: string | null;
  onCommit: (range: NumberRange | undefined) => void;
  testId?: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Two fields, from and to. What is typed applies when the field is left or Enter is pressed,
 * not on every key, so a half-typed number never reloads the results. The parent remounts the
 * fields (by key) when the applied range changes elsewhere.
 */
export function RangeFilterField({ name, value, unit, onCommit, testId }: Props) {
  const t = useTranslations('discovery.filters');
  const [min, setMin] = useState(text(value?.min));
  const [max, setMax] = useState(text(value?.max));

  const commit = () => {
    const next = typedRange(min, max);
    if (next?.min === value?.min && next?.max === value?.max) return;
    onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const adornment = unit
    ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
    : {};

  return (
    <Stack direction="row" spacing={1} data-testid={testId}>
      {(
        [
          ['min', min, setMin, t('from')],
          ['max', max, setMax, t('to')],
        ] as const
      ).map(([bound, current, set, label]) => (
        <TextField
          key={bound}
          size="small"
          label={label}
          value={current}
          onChange={(event) => set(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': t(bound === 'min' ? 'minimumOf' : 'maximumOf', { name }),
              'data-testid': testId ? `${testId}-${bound}` : undefined,
            },
            input: adornment,
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      ))}
    </Stack>
  );
}

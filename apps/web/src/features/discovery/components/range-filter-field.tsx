'use client';

import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type NumberRange } from '@bazaar/contracts';
import { commitRangeDraft, rangeDraftOf, rangeOf, syncRangeDraft } from '../range-draft';

interface Props {
  /** Names the two fields for assistive technology: "Price, minimum". */
  name: string;
  value: NumberRange | undefined;
  /** A currency symbol or a unit shown in the fields. */
  unit?: string | null;
  onCommit: (range: NumberRange | undefined) => void;
  testId?: string;
}

/**
 * Two fields, from and to. What is typed applies when a field is left or Enter is pressed, not on
 * every key, so a half-typed number never reloads the results. The fields follow a range applied
 * elsewhere ("Clear All", Back); their own range coming back leaves what is typed since alone.
 */
export function RangeFilterField({ name, value, unit, onCommit, testId }: Props) {
  const t = useTranslations('discovery.filters');
  const [draft, setDraft] = useState(() => rangeDraftOf(value));
  // The fields follow the applied range once it is committed, from what they hold by then (a
  // functional update). Synced while rendering, the applied minimum's render in a transition
  // replaced the maximum typed meanwhile (issue 35: 100, Tab, 700 typed fast lost the 700).
  const appliedMin = value?.min;
  const appliedMax = value?.max;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the range lives in the address, outside React: following it after the commit is the fix
    setDraft((current) => syncRangeDraft(current, rangeOf(appliedMin, appliedMax)));
  }, [appliedMin, appliedMax]);

  const commit = () => {
    const next = commitRangeDraft(draft, value);
    if (!next.apply) return;
    setDraft(next.draft);
    onCommit(next.range);
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
          ['min', t('from')],
          ['max', t('to')],
        ] as const
      ).map(([bound, label]) => (
        <TextField
          key={bound}
          size="small"
          label={label}
          value={draft[bound]}
          onChange={(event) => {
            const text = event.target.value;
            setDraft((current) => ({ ...current, [bound]: text }));
          }}
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

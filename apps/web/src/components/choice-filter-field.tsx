'use client';

import MenuItem from '@mui/material/MenuItem';
import { type SxProps, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/** The menu item that stands for no choice (the filter left out). */
const ALL = 'all';

interface Props<Value extends string> {
  label: string;
  name?: string;
  /** The choice in the address; none for all. */
  value: Value | null | undefined;
  values: readonly Value[];
  optionLabel: (value: Value) => string;
  /** The first item's text ("All", "All types", …). */
  allLabel: string;
  /** The new choice; undefined for all. */
  onChange: (value: Value | undefined) => void;
  sx?: SxProps<Theme>;
}

/**
 * A back-office list filter that keeps one of a few values (never `'all'`, the item that stands
 * for all of them), or all of them.
 */
export function ChoiceFilterField<Value extends string>({
  label,
  name,
  value,
  values,
  optionLabel,
  allLabel,
  onChange,
  sx,
}: Props<Value>) {
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={value ?? ALL}
      onChange={(event) =>
        onChange(event.target.value === ALL ? undefined : (event.target.value as Value))
      }
      sx={sx}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {values.map((each) => (
        <MenuItem key={each} value={each}>
          {optionLabel(each)}
        </MenuItem>
      ))}
    </TextField>
  );
}

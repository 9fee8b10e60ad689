'use client';

import { type SxProps, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface AppliedFieldProps {
  /** The filter in the address, as text ('' for none). */
  applied: string;
  /** Whether typed text is a value the filter takes. */
  accepts: (text: string) => boolean;
  onApply: (text: string) => void;
  label: string;
  placeholder: string;
  invalidText: string;
  maxLength: number;
  numeric?: boolean;
  sx?: SxProps<Theme>;
}

/** A text filter applied on Enter or when the field is left, and checked first. */
export function AppliedField({
  applied,
  accepts,
  onApply,
  label,
  placeholder,
  invalidText,
  maxLength,
  numeric = false,
  sx,
}: AppliedFieldProps) {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [invalid, setInvalid] = useState(false);
  if (applied !== seen) {
    // Set elsewhere (a name's filter button in a row, "Clear filters"): show it.
    setSeen(applied);
    setText(applied);
    setInvalid(false);
  }
  const apply = () => {
    const value = text.trim();
    if (value !== '' && !accepts(value)) {
      setInvalid(true);
      return;
    }
    if (value !== applied) onApply(value);
  };
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setInvalid(false);
      }}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={invalid}
      helperText={invalid ? invalidText : undefined}
      slotProps={{
        htmlInput: {
          maxLength,
          spellCheck: false,
          autoComplete: 'off',
          ...(numeric ? { inputMode: 'numeric' as const } : {}),
        },
      }}
      sx={sx}
    />
  );
}

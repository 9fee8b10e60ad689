'use client';

import TextField from '@mui/material/TextField';

interface Props {
  /** The field's form name (the journeys and the browser's autofill find it by it). */
  name: string;
  label: string;
  /** The day as `YYYY-MM-DD`, as the address keeps it; none: no bound. */
  value: string | null | undefined;
  onChange: (day: string | undefined) => void;
}

/** One bound of a back-office grid's day range: the browser's date field, empty for "any". */
export function DayFilterField({ name, label, value, onChange }: Props) {
  return (
    <TextField
      size="small"
      type="date"
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', md: 170 } }}
    />
  );
}

interface DayRange {
  from?: string;
  to?: string;
}

interface RangeProps {
  /** Put before `from` and `to` in the fields' form names (`pay_` gives `pay_from`). */
  namePrefix?: string;
  fromLabel: string;
  toLabel: string;
  /** The days in the address; none (undefined or null): no bound. */
  range: { from?: string | null; to?: string | null };
  /** The bound that changed. */
  onChange: (bound: DayRange) => void;
}

/** The first and the last day of a back-office grid's filter, each empty for "any". */
export function DayRangeFields({
  namePrefix = '',
  fromLabel,
  toLabel,
  range,
  onChange,
}: RangeProps) {
  return (
    <>
      <DayFilterField
        name={`${namePrefix}from`}
        label={fromLabel}
        value={range.from}
        onChange={(from) => onChange({ from })}
      />
      <DayFilterField
        name={`${namePrefix}to`}
        label={toLabel}
        value={range.to}
        onChange={(to) => onChange({ to })}
      />
    </>
  );
}
